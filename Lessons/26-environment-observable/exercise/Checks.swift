// The checks for the exercise 'environment-observable'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: PlayerScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("every view that reads the settings finds them") {
      let host = ViewHost(PlayerScreen())
      let missing = host.issues.filter { $0.kind == .missingEnvironmentObject }
      try expect(
        missing.isEmpty,
        "SwiftUI would crash: a view reads @Environment(PlayerSettings.self) with no .environment(_:) "
          + "above it:\n" + missing.map(\.description).joined(separator: "\n"), log: host.events)
      try expect(
        host.element("Skip button: 15 s") != nil,
        "the label should read \"Skip button: 15 s\"; the screen shows:\n" + host.render(), log: host.events)
    },
    Check("the stepper shows the settings' interval") {
      let host = ViewHost(PlayerScreen())
      try expectEqual(
        host.element("Skip:")?.value, "15", "the Skip stepper's value after mounting", log: host.events)
    },
    Check("the stepper changes the interval the skip button shows") {
      let host = ViewHost(PlayerScreen())
      try host.increment("Skip")
      try host.increment("Skip")
      try expect(
        host.element("Skip button: 17 s") != nil,
        "after two taps on + the label should read \"Skip button: 17 s\"; the screen shows:\n"
          + host.render(),
        log: host.events)
      try expectEqual(
        host.element("Skip:")?.value, "17", "the Skip stepper's value after two taps", log: host.events)
    },
  ]
}
