import LessonsPlayDriver
import StateRuntime

/// Lesson 17: storage chosen by lifetime (@State, @AppStorage).
enum AppStorageLesson {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let defaults = LessonDefaults("app-storage")
    let events: (AppStorageLesson.Relauncher) -> [OutsideEvent] = { relauncher in
      [
        OutsideEvent("settings-app", "the Settings app writes fontSize = 18 to the same defaults") {
          defaults.store.set(18, forKey: "fontSize")
        },
        OutsideEvent("relaunch", "the app is quit and launched again") { relauncher.relaunch() },
      ]
    }
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "defaults fontSize": { defaults.reading("fontSize") },
      "defaults replyDraft": { defaults.reading("replyDraft") },
    ]
    switch variant {
    case .broken:
      return AppStorageLesson.Relauncher.mount(
        { AppStorageLesson.Broken.ComposerApp().defaultAppStorage(defaults.store) }, xcode: xcode,
        events: events, facts: facts)
    case .fixed:
      return AppStorageLesson.Relauncher.mount(
        { AppStorageLesson.Fixed.ComposerApp().defaultAppStorage(defaults.store) }, xcode: xcode,
        events: events, facts: facts)
    }
  },
  facts: [
    // The size as the stepper, the preview and UserDefaults hold it: the setting has one owner
    // when all three agree. Until someone writes the key it holds nothing, and the default applies.
    ScenarioFact("size") { app in
      let stepper = app.host.element("Font size")?.value ?? "(no stepper)"
      let preview = app.host.element("Preview at")?.label ?? "(no preview)"
      return "stepper \(stepper), \"\(preview)\", defaults \(app.fact("defaults fontSize"))"
    },
    // The reply field with what UserDefaults keeps of the draft, which a relaunch brings back.
    ScenarioFact("reply") { app in
      let reply = app.host.element("Reply")?.value ?? "(no reply field)"
      return "reply \"\(reply)\", defaults replyDraft \(app.fact("defaults replyDraft"))"
    },
  ],
  verdict: { app, _ in
    let reply = app.host.element("Reply")?.value ?? "(no reply field)"
    if !reply.isEmpty {
      return "The abandoned reply \"\(reply)\" came back after the relaunch (UserDefaults holds "
        + "\(app.fact("defaults replyDraft"))), and the stepper's @State copy showed an old size after the "
        + "Settings app wrote 18: the draft was stored as if it must persist, and the setting had two owners."
    }
    return
      "After the relaunch the reply is empty and the size is still \(app.fact("defaults fontSize")): "
      + "the draft lives as long as its screen, the setting lives in UserDefaults, and every view reads the key."
  })

extension AppStorageLesson {
  /// Lets the relaunch event reach the host its app is mounted on. Filled in right after
  /// the app is mounted; events only run after that.
  @MainActor
  final class Relauncher {
    private var relaunchRoot: (() -> Void)?

    /// Mounts `makeRoot()` as a lesson app whose events can relaunch it.
    ///
    /// - Parameter makeRoot: makes the root again for ``relaunch()``, as a new process
    ///   makes its views.
    static func mount<Root: View>(
      _ makeRoot: @escaping @MainActor () -> Root, xcode: XcodeRelease,
      events: (Relauncher) -> [OutsideEvent], facts: KeyValuePairs<String, @MainActor () -> String>
    ) -> LessonApp {
      let relauncher = Relauncher()
      let app = LessonApp(makeRoot(), xcode: xcode, events: events(relauncher), facts: facts)
      if let host = app.host as? ViewHost<Root> {
        relauncher.relaunchRoot = { [weak host] in host?.relaunch(makeRoot()) }
      }
      return app
    }

    /// Quits and relaunches the app (``ViewHost/relaunch(_:)``).
    func relaunch() {
      relaunchRoot?()
    }
  }
}
