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
    QuizQuestion(
      "choice-closure",
      prompt: """
        The root re-runs and re-creates AccountSummary(onOpenStatement: { isStatementOpen = true }). \
        Nothing else about the summary changed. Does its body run?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "No: the closure's code is the same as last time, so the input is unchanged.",
            because:
              "the code is the same, but it captures the root's state: each body makes a new closure context."
          ),
          .right(
            "Yes: the closure captures the root's state, so SwiftUI counts the input as changed.",
            because: """
              a capturing closure is a new value every body, whichever way you think SwiftUI compares \
              closures. Apple documents none of it; observed, not documented: a literal that captures \
              nothing has been seen to compare equal, so the body is skipped (josharnold.me, \
              "View Invalidation"). The common rule of thumb, "a closure in a view defeats diffing", \
              is the safe assumption.
              """),
          .wrong(
            "No: Observation decides, and AccountSummary reads nothing tracked.",
            because:
              "a view also re-runs when its parent re-creates it with changed inputs; Observation is only one of the reasons."
          ),
        ]))),
  ]
}
