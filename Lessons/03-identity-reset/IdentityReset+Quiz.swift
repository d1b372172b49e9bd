import LessonKit
import StateRuntime

extension IdentityReset {
  /// The predict questions of lesson 3, an identity reset: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-draft",
      prompt: "Thread shows its Composer in one branch or the other, depending on a Compact toggle.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "ReplyDraft.swift"),
          event: "You type \"Hi, ship it\" into Reply, then switch Compact on.",
          ask: .controlValue(label: "Reply"),
          explanation: """
            The two branches of an if are two different places in the tree, so the Composer \
            in the other branch is a new identity: its state is created afresh from the \
            initial value, and the old draft is discarded with the old identity.
            """,
          run: { xcode in
            try PredictRun.capture(
              PredictSnippets.ReplyDraft.Thread(), xcode: xcode,
              setup: { host in try host.type("Hi, ship it", into: "Reply") },
              event: { host in try host.toggle("Compact") })
          }))),
    QuizQuestion(
      "predict-views",
      prompt: "The same Thread, freshly mounted.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "ReplyDraft.swift"),
          event: "You switch Compact on.",
          ask: .reevaluatedViews,
          explanation: """
            Thread's state changed, so its body runs. Header is rebuilt with equal inputs, \
            so its body is skipped. The Composer in the other branch is new (@identity), so \
            its body runs for the first time, with fresh state.
            """,
          run: { xcode in
            try PredictRun.capture(PredictSnippets.ReplyDraft.Thread(), xcode: xcode) { host in
              try host.toggle("Compact")
            }
          }))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum ReplyDraft {}
}
