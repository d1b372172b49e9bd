import LessonKit
import StateRuntime

extension BindingByValue {
  /// The predict questions of lesson 2, a binding passed by value: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-status",
      prompt: "CallScreen owns isMuted and hands it to MuteRow by value.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "MuteCopy.swift"),
          event: "The user switches the Mute toggle on.",
          ask: .controlValue(label: "Status"),
          explanation: """
            MuteRow's toggle is bound to MuteRow's own @State, a copy made from the value \
            it was given. Switching it changes the copy; CallScreen's isMuted never hears \
            of it, so the status still says live. No compiler error: the types all line up.
            """,
          run: { xcode in
            try PredictRun.capture(PredictSnippets.MuteCopy.CallScreen(), xcode: xcode) { host in
              try host.toggle("Mute")
            }
          }))),
    QuizQuestion(
      "predict-views",
      prompt: "The same CallScreen, where MuteRow keeps its own copy of isMuted.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "MuteCopy.swift"),
          event: "The user switches the Mute toggle on.",
          ask: .reevaluatedViews,
          explanation: """
            Only the state that was written invalidates: MuteRow's own _isMuted, which its \
            body reads for the row's text. The owner's state did not change, so CallScreen's \
            body does not run: the row says muted, the screen says live. A log where the \
            owner never re-evaluates after the user acted is the signature of this bug.
            """,
          run: { xcode in
            try PredictRun.capture(PredictSnippets.MuteCopy.CallScreen(), xcode: xcode) { host in
              try host.toggle("Mute")
            }
          }))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum MuteCopy {}
}
