import LessonKit
import StateRuntime

extension EnvironmentStorm {
  /// The predict questions of lesson 9, a live value at the app root: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
          })))
  ]
}
