// The checks for the exercise 'identity-reset'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: InboxScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the reply starts empty, without the formatting bar") {
      let host = ViewHost(InboxScreen())
      try expectEqual(host.element("Reply")?.value, "", "the Reply field after mounting", log: host.events)
      try expect(host.element("Bold") == nil, "the formatting bar should start hidden", log: host.events)
    },
    Check("the Formatting toggle shows and hides the formatting bar") {
      let host = ViewHost(InboxScreen())
      try host.toggle("Formatting")
      try expect(
        host.element("Bold") != nil, "with Formatting on, a \"Bold\" button should show", log: host.events)
      try host.tap("Bold")
      try host.toggle("Formatting")
      try expect(
        host.element("Bold") == nil, "with Formatting off, \"Bold\" should be gone", log: host.events)
    },
    Check("the draft survives showing the formatting bar") {
      let host = ViewHost(InboxScreen())
      try host.type("See you at ten", into: "Reply")
      try host.toggle("Formatting")
      try expectEqual(
        host.element("Reply")?.value, "See you at ten", "the Reply field after turning Formatting on",
        log: host.events)
    },
    Check("the draft survives a refresh of the inbox") {
      let host = ViewHost(InboxScreen())
      try host.type("See you at ten", into: "Reply")
      try host.tap("Refresh")
      try expect(
        host.element("Inbox refreshed 1 times") != nil, "Refresh should still count refreshes",
        log: host.events)
      try expectEqual(
        host.element("Reply")?.value, "See you at ten", "the Reply field after tapping Refresh",
        log: host.events)
    },
  ]
}
