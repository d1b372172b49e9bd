// The checks for the exercise 'deep-link-desync'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Navigation, TabsScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("tapping a tab shows it") {
      let host = ViewHost(TabsScreen(navigation: Navigation()))
      try host.tap("Profile")
      try expect(
        host.element("Title: Profile") != nil, "the title should read \"Title: Profile\"", log: host.events)
    },
    Check("a tap reaches the navigation state") {
      let navigation = Navigation()
      let host = ViewHost(TabsScreen(navigation: navigation))
      try host.tap("Inbox")
      try expectEqual(navigation.tab, "Inbox", "navigation.tab after tapping Inbox", log: host.events)
    },
    Check("a deep link shows its tab") {
      let navigation = Navigation()
      let host = ViewHost(TabsScreen(navigation: navigation))
      try host.tap("Profile")
      navigation.open(tab: "Inbox")
      host.flush()
      try expect(
        host.element("Title: Inbox") != nil,
        "after a deep link to Inbox the title should read \"Title: Inbox\"; the screen shows:\n"
          + host.render(),
        log: host.events)
    },
  ]
}
