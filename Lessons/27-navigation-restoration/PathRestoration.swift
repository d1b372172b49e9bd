import Foundation
import LessonsPlayDriver
import StateRuntime

/// Lesson 27: a navigation path that survives a relaunch, and data that no longer decodes.
enum PathRestoration {
  enum Broken {}
  enum Fixed {}
}

/// What build 1.0 of the guide saved for a visitor in the Impressionists room: its rooms were a
/// type `Gallery`, keyed by name, which 2.0 renamed `Room` and keys by number. The form is the
/// runtime's encoding of a path (a type's mangled name, then its JSON); no type of this
/// program has that name.
let build1SavedPath = Data(#"["5Guide7GalleryV","{\"name\":\"Impressionists\"}"]"#.utf8)

/// The lesson's app for each version, its outside events (the two relaunches and an update), the
/// facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    switch variant {
    case .broken: PathRestoration.Relauncher.mount({ PathRestoration.Broken.GuideApp() }, xcode: xcode)
    case .fixed: PathRestoration.Relauncher.mount({ PathRestoration.Fixed.GuideApp() }, xcode: xcode)
    }
  },
  facts: [
    // The heading of the screen on top: the floor plan, a room or an artwork.
    ScenarioFact("screen") { app in
      let headings = ["Floor plan", "Now in", "Now playing:"]
      let heading = app.host.elements().first { element in headings.contains { element.label.hasPrefix($0) } }
      let label = heading?.label
      return "\"\(label ?? "(no heading)")\""
    }
  ],
  verdict: { app, variant in
    switch variant {
    case .broken:
      return "Each relaunch opened the floor plan, the one the system restored included: the path was "
        + "only @State, and a relaunch gives every view a new identity."
    case .fixed:
      return "The system's restore brought Water Lilies back; closing the scene and the unreadable "
        + "1.0 data both opened the floor plan, and after that the path was saved and restored again."
    }
  })

extension PathRestoration {
  /// Lets the events relaunch the host the app is mounted on, with a new root made as a new
  /// process makes it.
  @MainActor
  final class Relauncher {
    private var relaunchRoot: ((_ restoring: Bool, _ storage: [String: Any]?) -> Void)?

    /// Mounts `makeRoot()` as a lesson app with the three relaunch events.
    static func mount<Root: View>(_ makeRoot: @escaping @MainActor () -> Root, xcode: XcodeRelease)
      -> LessonApp
    {
      let relauncher = Relauncher()
      let events = [
        OutsideEvent("system-restore", "the system ends the guide in the background, then restores it") {
          relauncher.relaunch(restoring: true)
        },
        OutsideEvent("user-closes", "the visitor swipes the guide away in the app switcher, then opens it") {
          relauncher.relaunch(restoring: false)
        },
        OutsideEvent("update-to-2", "the guide updates to 2.0; the system restores the scene 1.0 saved") {
          relauncher.relaunch(restoring: true, storage: ["guide.path": build1SavedPath])
        },
      ]
      let app = LessonApp(makeRoot(), xcode: xcode, events: events)
      if let host = app.host as? ViewHost<Root> {
        relauncher.relaunchRoot = { [weak host] restoring, storage in
          if let storage {
            host?.relaunch(makeRoot(), restoringSceneWith: storage)
          } else {
            host?.relaunch(makeRoot(), restoringScene: restoring)
          }
        }
      }
      return app
    }

    func relaunch(restoring: Bool, storage: [String: Any]? = nil) {
      relaunchRoot?(restoring, storage)
    }
  }
}
