import LessonKit
import StateRuntime

extension AppWideStore {
  /// The quiz of lesson 14, the app-wide store.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-token",
      prompt: "The broken expense app: one AppStore whose state holds everything.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "AppWideStore+Broken.swift"),
          event: "The session layer refreshes the token: store.refreshToken().",
          ask: .reevaluatedViews,
          explanation: """
            refreshToken writes state.accessToken, which is a write to state. AccountBar and \
            ExpenseForm both read state (for the user's name and the draft), so both run, \
            though neither shows the token. ExpenseApp read nothing from the store.
            """,
          run: { xcode in
            let store = AppWideStore.Broken.AppStore()
            return try PredictRun.capture(AppWideStore.Broken.ExpenseApp(store: store), xcode: xcode) {
              host in
              store.refreshToken()
              host.flush()
            }
          }))),
    QuizQuestion(
      "choice-why",
      prompt: """
        Under Observation, why does store.state.accessToken = "token-2" re-evaluate a form \
        that only shows store.state.draftTitle?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "state is one stored property: writing any part of it writes state, and the form read state.",
            because: "Observation tracks stored properties of the object, not the fields inside a value."),
          .wrong(
            "Observation re-evaluates every view that holds the store.",
            because:
              "it re-evaluates the views that read a property that changed; holding the store is not reading."
          ),
          .wrong(
            "The token is an environment value.",
            because: "nothing here is in the environment; the read of state is the dependency."),
        ]))),
    QuizQuestion(
      "choice-draft",
      prompt:
        "An expense form's draft title and validation message: nothing else reads them until Save. Where do they live?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In the form: @State (or a model the form owns in @State).",
            because:
              "one view reads them for as long as it is open: local state, and a test of the form needs nothing else."
          ),
          .wrong(
            "In the app-wide store, so any screen can reach them.",
            because:
              "nothing else needs them; in a shared store every write to them reaches views that do not care."
          ),
          .wrong(
            "In @AppStorage, so they survive a relaunch.",
            because:
              "a half-typed draft leaking into the next launch is a bug, not a feature, unless persisting it is asked for."
          ),
        ]))),
    QuizQuestion(
      "choice-shared",
      prompt: "Which value belongs in shared state owned above the screens?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The signed-in session, which the account bar, the network layer and settings must agree on.",
            because: "several features agree on it across screens: a truth boundary, with one owner."),
          .wrong(
            "Which text field has focus.",
            because:
              "focus is one view's business: @FocusState in that view, or an intent its model publishes."),
          .wrong(
            "Whether the Save button is pressed.",
            because: "that is a momentary control state, not a value anyone else reads."),
        ]))),
    QuizQuestion(
      "recall-tests",
      prompt:
        "In a sentence or two: what does one app-wide store cost your tests, and what does splitting it change?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Every test (and preview) of one screen has to build the whole app's state \
            first, and any field of it can affect the screen. With local state for what \
            one view reads and small owners at truth boundaries, a screen's test builds \
            just the owners it uses (the form needs a ledger) and drives them directly.
            """))),
  ]
}
