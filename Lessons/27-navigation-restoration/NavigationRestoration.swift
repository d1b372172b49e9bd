import LessonsPlayDriver
import StateRuntime

/// Lesson 27: a navigation path that survives a relaunch.
enum NavigationRestoration {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, the relaunches that are its outside events, the facts
/// its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    switch variant {
    case .broken:
      return NavigationRestoration.Relaunches.mount(
        version1: { NavigationRestoration.Broken.GuideApp() },
        version2: { NavigationRestoration.Broken.GuideApp() }, xcode: xcode)
    case .fixed:
      return NavigationRestoration.Relaunches.mount(
        version1: { NavigationRestoration.Fixed.GuideApp() },
        version2: { NavigationRestoration.Fixed.GuideAppV2() }, xcode: xcode)
    }
  },
  facts: [
    // The screen on top of the stack: the one a user sees.
    ScenarioFact("screen") { app in "\"\(NavigationRestoration.topScreen(app))\"" }
  ],
  verdict: { app, variant in
    switch variant {
    case .broken:
      return "The path lived in @State, which no relaunch keeps: when the system restored the scene, "
        + "the guide opened at the trail list. Now it shows \"\(NavigationRestoration.topScreen(app))\"."
    case .fixed:
      return "The path was saved in @SceneStorage as JSON: the system's restore brought the map back, "
        + "the user's swipe destroyed the scene and its storage, and data an older version saved that "
        + "no longer decodes started the stack empty instead of crashing. Now it shows "
        + "\"\(NavigationRestoration.topScreen(app))\"."
    }
  })

extension NavigationRestoration {
  /// The title of the screen on top: a map, a trail, or the list.
  @MainActor
  static func topScreen(_ app: LessonApp) -> String {
    for prefix in ["Map:", "Trail:", "Trails:"] {
      if let title = app.host.element(prefix)?.label { return title }
    }
    return "(no screen)"
  }

  /// The app's relaunches, which the outside events perform on the host the app is mounted on.
  @MainActor
  final class Relaunches {
    private var relaunch: ((_ version2: Bool, _ restoringScene: Bool) -> Void)?

    /// Mounts version 1 of the app with three events: the system's restore, the user's swipe,
    /// and an update to version 2 that the system restores.
    static func mount<V1: View, V2: View>(
      version1: @escaping @MainActor () -> V1, version2: @escaping @MainActor () -> V2, xcode: XcodeRelease
    ) -> LessonApp {
      let relaunches = Relaunches()
      let events = [
        OutsideEvent("restore", "the system ends the app in the background, then restores its scene") {
          relaunches.relaunch?(false, true)
        },
        OutsideEvent("swipe-away", "the user swipes the app away in the switcher and opens it again") {
          relaunches.relaunch?(false, false)
        },
        OutsideEvent("update", "version 2 is installed, and the system restores the scene") {
          relaunches.relaunch?(true, true)
        },
      ]
      let app = LessonApp(AnyView(version1()), xcode: xcode, events: events)
      if let host = app.host as? ViewHost<AnyView> {
        relaunches.relaunch = { [weak host] toVersion2, restoring in
          let root = toVersion2 ? AnyView(version2()) : AnyView(version1())
          host?.relaunch(root, restoringScene: restoring)
        }
      }
      return app
    }
  }
}
