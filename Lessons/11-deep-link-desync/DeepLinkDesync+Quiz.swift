import LessonKit
import StateRuntime

extension DeepLinkDesync {
  /// The quiz of lesson 11, one value, many readers, two owners.
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
          }))),
    QuizQuestion(
      "choice-owner",
      prompt: "Three screens and a deep-link handler need the selected account. Where does it live?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In one observable owner (a router or app model) that all of them read and write.",
            because: "every path then changes the same value, and every reader follows it."),
          .wrong(
            "In the first screen's @State, passed to the others as bindings.",
            because: "paths that do not go through that screen (deep links, widgets) cannot reach it."),
          .wrong(
            "In each screen's @State, synchronised with .onChange.",
            because: "several owners plus sync rules: every missed path is another desync."),
        ]))),
  ]
}
