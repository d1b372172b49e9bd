// The checks for the exercise 'app-storage'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: ReaderApp.

import Foundation
import StateRuntime

/// A defaults suite of the check's own, so no check sees another's values.
@MainActor final class CheckDefaults {
  let name = "lessons.check.app-storage.\(UUID().uuidString)"
  let store: UserDefaults

  init() {
    store = UserDefaults(suiteName: name)!
  }

  isolated deinit {
    store.removePersistentDomain(forName: name)
  }
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("dark mode is written to UserDefaults") {
      let defaults = CheckDefaults()
      let host = ViewHost(ReaderApp().defaultAppStorage(defaults.store))
      try host.toggle("Dark mode")
      try expect(defaults.store.bool(forKey: "darkMode"), "UserDefaults should hold darkMode = true", log: host.events)
      try expectEqual(host.element("Theme:")?.label, "Theme: dark", "the badge after the toggle", log: host.events)
    },
    Check("dark mode survives a relaunch") {
      let defaults = CheckDefaults()
      let host = ViewHost(ReaderApp().defaultAppStorage(defaults.store))
      try host.toggle("Dark mode")
      host.relaunch(ReaderApp().defaultAppStorage(defaults.store))
      try expectEqual(host.element("Dark mode")?.value, "on", "the toggle after a relaunch", log: host.events)
    },
    Check("a write from outside shows in the toggle and the badge") {
      let defaults = CheckDefaults()
      let host = ViewHost(ReaderApp().defaultAppStorage(defaults.store))
      defaults.store.set(true, forKey: "darkMode")
      host.flush()
      try expectEqual(host.element("Theme:")?.label, "Theme: dark", "the badge", log: host.events)
      try expectEqual(
        host.element("Dark mode")?.value, "on", "the toggle (it must not keep a copy of its own)", log: host.events)
    },
    Check("a relaunch starts with an empty search") {
      let defaults = CheckDefaults()
      let host = ViewHost(ReaderApp().defaultAppStorage(defaults.store))
      try host.type("whales", into: "Search")
      host.relaunch(ReaderApp().defaultAppStorage(defaults.store))
      try expectEqual(host.element("Search")?.value, "", "the search field after a relaunch", log: host.events)
    },
  ]
}
