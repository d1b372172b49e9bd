// The checks for the exercise 'untracked-class'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Player, PlayerScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the volume line shows the starting level") {
      let host = ViewHost(PlayerScreen(player: Player()))
      try expect(host.element("Volume: 50") != nil, "the screen should show \"Volume: 50\"", log: host.events)
    },
    Check("turning the volume up shows the new level") {
      let host = ViewHost(PlayerScreen(player: Player()))
      try host.increment("Volume")
      try expect(
        host.element("Volume: 60") != nil,
        "after one step up the screen should show \"Volume: 60\"; it shows:\n" + host.render(),
        log: host.events)
    },
    Check("mute shows zero") {
      let host = ViewHost(PlayerScreen(player: Player()))
      try host.tap("Mute")
      try expect(
        host.element("Volume: 0") != nil,
        "after Mute the screen should show \"Volume: 0\"; it shows:\n" + host.render(),
        log: host.events)
    },
  ]
}
