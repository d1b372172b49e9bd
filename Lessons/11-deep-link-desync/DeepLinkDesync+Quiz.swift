import LessonKit
import StateRuntime

extension DeepLinkDesync {
  /// The predict questions of lesson 11, one value, many readers, two owners: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-header",
      prompt:
        "The broken accounts screen: the selection is the screen's @State, filled from the router once.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "DeepLinkDesync+Broken.swift"),
          event: "You tap Savings; then a notification calls router.open(account: \"Brokerage\").",
          ask: .controlValue(label: "Account"),
          explanation: """
            The tap wrote the screen's @State, so the header followed it. The deep link wrote \
            the router, which no body on this screen reads: nothing was invalidated, and the \
            header still shows the screen's copy.
            """,
          run: { xcode in
            let router = AppRouter()
            return try PredictRun.capture(
              DeepLinkDesync.Broken.AccountsScreen(router: router), xcode: xcode,
              setup: { host in try host.tap("Savings") },
              event: { host in
                router.open(account: "Brokerage")
                host.flush()
              })
          })))
  ]
}
