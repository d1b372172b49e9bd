// The checks for the exercise 'navigation-restoration'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: TourScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the tour navigates to an exhibit and back") {
      let host = ViewHost(TourScreen())
      try host.tap("Room 2")
      try host.tap("Sunflowers")
      try expect(
        host.element("Exhibit: Sunflowers") != nil,
        "after Room 2 and Sunflowers the exhibit should be on top; the screen shows:\n" + host.render(),
        log: host.events)
      try host.goBack()
      try expect(
        host.element("Room: 2") != nil,
        "after Back, Room 2 should be on top; the screen shows:\n" + host.render(),
        log: host.events)
    },
    Check("a scene the system restores shows the same exhibit") {
      let host = ViewHost(TourScreen())
      try host.tap("Room 2")
      try host.tap("Sunflowers")
      host.relaunch(TourScreen(), restoringScene: true)
      await host.settle()
      try expect(
        host.element("Exhibit: Sunflowers") != nil,
        "after the system ended the app and restored its scene, the visitor should be back at the exhibit; "
          + "the screen shows:\n" + host.render(), log: host.events)
      try host.goBack()
      try expect(
        host.element("Room: 2") != nil,
        "Back from the restored exhibit should show Room 2; the screen shows:\n" + host.render(),
        log: host.events)
    },
    Check("a scene the user destroys starts at the tour") {
      let host = ViewHost(TourScreen())
      try host.tap("Room 1")
      host.relaunch(TourScreen(), restoringScene: false)
      await host.settle()
      try expect(
        host.element("Tour: 2 rooms") != nil,
        "after the user swiped the app away, it should open at the tour; the screen shows:\n" + host.render(),
        log: host.events)
    },
  ]
}
