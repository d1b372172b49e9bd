import LessonKit
import StateRuntime

extension BindingByValue {
  /// The quiz of lesson 2, a binding passed by value.
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
      "choice-symptom",
      prompt:
        "A settings row declares var isOn: Bool and toggles a @State copy of it. What does the user see?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "A compile error: a Toggle needs a Binding.",
            because: "the row binds the toggle to its own @State, which is a perfectly good Binding."),
          .wrong(
            "The toggle does not move.",
            because: "it moves: its own copy changed and its own body re-ran."),
          .right(
            "The toggle moves, and nothing that reads the owner's value changes.",
            because:
              "the write lands in the row's copy; the owner's value, and every view reading it, stay as they were."
          ),
          .wrong(
            "A runtime warning about modifying state during a view update.",
            because: "the write happens in an action, not during body, so there is nothing to warn about."),
        ]))),
    QuizQuestion(
      "choice-call-site",
      prompt: "The child now declares @Binding var isOn: Bool. What does the owner write at the call site?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Row(isOn: isOn)",
            because:
              "that passes the current Bool, not a way to write it; it does not even compile against @Binding."
          ),
          .right(
            "Row(isOn: $isOn)",
            because:
              "the $ projection of the owner's @State is a Binding that reads and writes the owner's storage."
          ),
          .wrong(
            "Row(isOn: .constant(isOn))",
            because: "a constant binding ignores writes: the same bug, now on purpose."),
        ]))),
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
    QuizQuestion(
      "choice-suspects",
      prompt: "Why prefer a let over a @Binding for a child that never writes?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "A binding re-evaluates the child more often.",
            because:
              "not more often than a let of the same value: when the value changes, the let and the binding both count as a changed input, and the child re-runs either way, even if its body never reads it."
          ),
          .right(
            "The list of bindings is the list of views that may change the value; an unused one lies about that.",
            because:
              "when the value is wrong, every binding to it is a suspect; a let rules the child out at a glance."
          ),
          .wrong(
            "Bindings cannot be passed through more than one level of views.",
            because: "bindings pass through any number of levels."),
        ]))),
    QuizQuestion(
      "recall-detect",
      prompt: """
        The compiler accepts the by-value version. How would you catch this bug in a test \
        or in the invalidation log?
        """,
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Act on the child's control and then check the owner: its value is unchanged, \
            and in the log the owner's body never re-runs after the action (only the \
            child's own state changed). A test that toggles and then reads what the owner \
            shows fails on the broken version.
            """))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum MuteCopy {}
}
