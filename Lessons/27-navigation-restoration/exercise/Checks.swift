// The checks for the exercise 'navigation-restoration'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: TransitApp.

import Foundation
import StateRuntime

/// What an older build of the app saved: a path naming a type this one does not have.
let olderBuildPath = Data(#"["7Transit8PlatformV","{\"code\":\"H1\"}"]"#.utf8)

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the system's restore brings the stop back") {
      let host = ViewHost(TransitApp())
      try host.tap("Red line")
      try host.tap("Harbour")
      host.relaunch(TransitApp(), restoringScene: true)
      try expect(
        host.element("Stop: Harbour") != nil, "after the system restored the scene:\n" + host.render(),
        log: host.events)
    },
    Check("a scene the rider destroyed starts at the lines") {
      let host = ViewHost(TransitApp())
      try host.tap("Red line")
      host.relaunch(TransitApp(), restoringScene: false)
      try expect(
        host.element("Lines") != nil && host.element("Line:") == nil,
        "after the scene was destroyed:\n" + host.render(), log: host.events)
    },
    Check("data an older build saved opens the lines") {
      let host = ViewHost(TransitApp())
      try host.tap("Green line")
      host.relaunch(TransitApp(), restoringSceneWith: ["transit.path": olderBuildPath])
      try expect(
        host.element("Lines") != nil, "after a restore with data that does not decode:\n" + host.render(),
        log: host.events)
    },
    Check("after unreadable data, the path is saved and restored again") {
      let host = ViewHost(TransitApp())
      host.relaunch(TransitApp(), restoringSceneWith: ["transit.path": olderBuildPath])
      try host.tap("Red line")
      host.relaunch(TransitApp(), restoringScene: true)
      try expectEqual(
        host.element("Line:")?.label, "Line: Red", "the screen on top after the next restore",
        log: host.events)
    },
  ]
}
