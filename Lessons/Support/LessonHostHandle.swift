import LessonKit
import StateRuntime

/// Lets a lesson's outside events reach the host their app is mounted on:
/// a user's quick keystrokes, a relaunch. Filled in right after the app is
/// mounted; events only run after that.
@MainActor
final class LessonHostHandle {
  private(set) var host: (any ScenarioHost)?
  private var relaunchRoot: (() -> Void)?
  private var back: (() -> Void)?
  private var focusField: ((String) -> Void)?

  /// Mounts `makeRoot()` as a lesson app whose events can use this handle.
  ///
  /// - Parameter makeRoot: makes the root again for ``relaunch()``, as a new
  ///   process makes its views.
  static func mount<Root: View>(
    _ makeRoot: @escaping @MainActor () -> Root, xcode: XcodeRelease,
    events: (LessonHostHandle) -> [OutsideEvent],
    facts: KeyValuePairs<String, @MainActor () -> String> = [:]
  ) -> LessonApp {
    let handle = LessonHostHandle()
    let app = LessonApp(makeRoot(), xcode: xcode, events: events(handle), facts: facts)
    handle.host = app.host
    if let host = app.host as? ViewHost<Root> {
      handle.relaunchRoot = { [weak host] in host?.relaunch(makeRoot()) }
      handle.back = { [weak host] in try? host?.goBack() }
      handle.focusField = { [weak host] label in try? host?.focus(label) }
    }
    return app
  }

  /// Quits and relaunches the app (``ViewHost/relaunch(_:)``).
  func relaunch() {
    relaunchRoot?()
  }

  /// Taps the back button of the innermost stack (``ViewHost/goBack()``).
  func goBack() {
    back?()
  }

  /// Gives the field labelled `label` focus, as a tap into it would (``ViewHost/focus(_:)``).
  func focus(_ label: String) {
    focusField?(label)
  }

  /// Types each text into the field in turn, without waiting between
  /// keystrokes: what a quick typist does while earlier work still runs.
  func typeQuickly(_ texts: [String], into field: String) {
    for text in texts {
      try? host?.type(text, into: field)
    }
  }
}
