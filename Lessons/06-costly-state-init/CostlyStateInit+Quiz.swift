import LessonKit
import StateRuntime

extension CostlyStateInit {
  /// The predict questions of lesson 6, work in a @State initial value: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-drafts",
      prompt: """
        ReplyBox owns a Draft in @State. Draft counts how many drafts were ever made. \
        The thread's title changes once.
        """,
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "DraftCount.swift"),
          event: "thread.title = \"Lunch at 1\"",
          ask: .controlValue(label: "Drafts made"),
          explanation: """
            The screen re-runs and makes a new ReplyBox struct with the new title. Built \
            with Xcode 26 and earlier, that init evaluates Draft() again (the second draft is \
            thrown away, the box keeps #1); built with Xcode 27, the identity already has its \
            draft and Draft() is not evaluated. Either way the box shows draft #1.
            """,
          run: { xcode in
            PredictSnippets.DraftCount.Draft.made = 0
            let thread = PredictSnippets.DraftCount.Thread()
            return try PredictRun.capture(
              PredictSnippets.DraftCount.ThreadScreen(thread: thread), xcode: xcode
            ) {
              host in
              thread.title = "Lunch at 1"
              host.flush()
            }
          })))
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum DraftCount {}
}
