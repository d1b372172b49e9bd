import LessonKit
import StateRuntime

extension EnvironmentStorm {
  /// The quiz of lesson 9, a live value at the app root.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-tick",
      prompt: "The fixed trading app: the feed object is injected around the ticker only.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "EnvironmentStorm+Fixed.swift"),
          event: "The market feed ticks: feed.tick().",
          ask: .reevaluatedViews,
          explanation: """
            The root reads nothing from the feed, so a tick cannot reach it, and the views it \
            builds are never re-created. Ticker read lastPrice and is the only body that runs.
            """,
          run: { xcode in
            let feed = PriceFeed()
            return try PredictRun.capture(EnvironmentStorm.Fixed.TradingApp(feed: feed), xcode: xcode) {
              host in
              feed.tick()
              host.flush()
            }
          }))),
    QuizQuestion(
      "choice-fit",
      prompt: "Which value fits the environment at the app root best?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The colour theme.",
            because: "many views read it and it changes rarely: breadth times frequency stays small."),
          .wrong(
            "A stock price that ticks five times a second.",
            because: "read at the root, every tick re-runs the root and everything it rebuilds."),
          .wrong(
            "A text field's draft.",
            because: "one view edits it; it belongs to that view or its model, not to the whole app."),
        ]))),
  ]
}
