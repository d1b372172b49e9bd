import LessonKit
import StateRuntime

extension AppStorageLesson {
  /// The predict questions of lesson 17, must it survive a relaunch?: they run its code. Its other
  /// questions, and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-stepper",
      prompt: "The broken settings: the stepper edits a @State copy of @AppStorage(\"fontSize\").",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "AppStorageLesson+Broken.swift"),
          event: "You tap + once (14 → 15); then the Settings app writes 18 under \"fontSize\".",
          ask: .controlValue(label: "Font size"),
          explanation: """
            The preview reads the key, so it shows 18. The stepper shows FontSettings' @State copy, \
            which only onAppear filled: nothing copies the outside write into it, and the next tap \
            would write 16 over the 18.
            """,
          run: { xcode in
            let defaults = LessonDefaults("app-storage-quiz")
            return try PredictRun.capture(
              AppStorageLesson.Broken.ComposerApp().defaultAppStorage(defaults.store), xcode: xcode,
              setup: { host in try host.increment("Font size") },
              event: { host in
                defaults.store.set(18, forKey: "fontSize")
                host.flush()
              })
          })))
  ]
}
