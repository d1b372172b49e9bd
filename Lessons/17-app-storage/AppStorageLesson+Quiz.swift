import LessonKit
import StateRuntime

extension AppStorageLesson {
  /// The quiz of lesson 17, must it survive a relaunch?
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
          }))),
    QuizQuestion(
      "choice-storage",
      prompt:
        "Which storage fits a search field's text, the selected tab of a window, and a \"compact mode\" setting?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "@State for the search text, @SceneStorage for the tab, @AppStorage for the setting.",
            because: "each by its lifetime: this screen; this window while the system restores it "
              + "(gone when the user closes it or swipes it away in the app switcher); the whole app."),
          .wrong(
            "@AppStorage for all three, so nothing is ever lost.",
            because: "a half-typed search would come back on every launch, in every window."),
          .wrong(
            "@State for all three, loaded from UserDefaults in init.",
            because: "copies drift from the store and from other readers; nothing writes them back safely."),
        ]))),
    QuizQuestion(
      "choice-relaunch",
      prompt:
        "The system ends a SwiftUI app in the background and later brings its scene back. What survives?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "@AppStorage and @SceneStorage values; every @State, @StateObject and pushed view is new.",
            because: "view state lives as long as view identities, and a relaunch makes them all again; "
              + "had the user destroyed the scene (swiped it away, closed the window), its scene storage "
              + "would be gone too."),
          .wrong(
            "@State too, because SwiftUI restores the view tree.",
            because: "only what was written to UserDefaults or scene storage is read back."),
          .wrong(
            "Only @AppStorage; @SceneStorage is cleared on every launch.",
            because: "scene storage is restored when the system brings the scene back; it is lost only "
              + "when the scene is destroyed (Apple's SceneStorage documentation)."),
        ]))),
    QuizQuestion(
      "recall-copy",
      prompt: "Why is `@State var size` filled from `@AppStorage` in onAppear a bug, and what replaces it?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            The copy is a second owner. Other readers of the key (another view, the Settings app, \
            a second window) change the stored value; the copy never hears of it, shows a stale \
            value, and writes it back on the next edit. Read and write the key directly \
            (@AppStorage in each view that needs it, or pass $fontSize as a binding); if edits must \
            be cancellable, keep the draft in @State only while an explicit edit is in progress.
            """))),
  ]
}
