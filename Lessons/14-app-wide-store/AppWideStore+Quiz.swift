import LessonKit
import StateRuntime

extension AppWideStore {
  /// The predict questions of lesson 14, the app-wide store: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
          })))
  ]
}
