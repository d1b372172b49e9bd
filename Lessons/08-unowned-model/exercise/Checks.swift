// The checks for the exercise 'unowned-model'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: ComposeScreen, Presence.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("typing edits the draft") {
      let host = ViewHost(ComposeScreen(presence: Presence()))
      try host.type("On my way", into: "Message")
      try expectEqual(
        host.element("Message")?.value, "On my way", "the Message field after typing", log: host.events)
      try expect(
        host.element("9 characters") != nil, "the counter should read \"9 characters\"", log: host.events)
    },
    Check("the presence line follows the server") {
      let presence = Presence()
      let host = ViewHost(ComposeScreen(presence: presence))
      presence.status = "away"
      host.flush()
      try expect(
        host.element("You are away") != nil, "the presence line should read \"You are away\"",
        log: host.events)
    },
    Check("the draft survives a presence change") {
      let presence = Presence()
      let host = ViewHost(ComposeScreen(presence: presence))
      try host.type("On my way", into: "Message")
      presence.status = "away"
      host.flush()
      try expectEqual(
        host.element("Message")?.value, "On my way", "the Message field after the presence changed to away",
        log: host.events)
    },
  ]
}
