import LessonKit
import StateRuntime

extension PhaseEnum {
  /// The quiz of lesson 10, a bag of booleans.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "choice-model",
      prompt: "A loader has isLoading, errorMessage and items. What removes impossible combinations?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "One enum: idle, loading, loaded(items), failed(message).",
            because: "a value can only be in one case, so spinner-and-error cannot be written down."),
          .wrong(
            "A didSet on each flag that resets the others.",
            because: "the rule is still spread over three places; one missed path brings the bug back."),
          .wrong(
            "A computed isValid property the view checks first.",
            because: "it detects the bad state after the fact instead of making it unrepresentable."),
        ]))),
    QuizQuestion(
      "choice-derived",
      prompt: "The view needs canRetry. Where should it come from?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "A computed property on the loader, derived from the phase.",
            because: "derived flags computed from one source of truth cannot drift from it."),
          .wrong(
            "A stored var canRetry the loader updates in each method.",
            because: "a stored copy of derived state is one more thing every method must remember."),
          .wrong(
            "@State in the view, set when the Retry button is tapped.",
            because: "the view would own a second, stale opinion about the loader's phase."),
        ]))),
  ]
}
