import LessonKit
import StateRuntime

extension CostlyStateInit {
  /// The quiz of lesson 6, work in a @State initial value.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "choice-runs",
      prompt: "Does @State private var model = Model() run Model() only once per view?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "No: it runs on every init of the struct; only the first result is kept.",
            because:
              "with the property-wrapper @State the expression is evaluated eagerly each time the parent rebuilds the view."
          ),
          .wrong(
            "Yes: @State evaluates its initial value lazily.",
            because:
              "that is the newer macro-based behaviour some runtimes adopt; the property wrapper evaluates it every time."
          ),
          .wrong(
            "Only when the view's identity changes.",
            because:
              "a new identity is when the result is kept; the expression runs on every init regardless."),
        ]))),
    QuizQuestion(
      "choice-where",
      prompt: "A panel's model must open a database. Where should that work start?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In .task on the panel, with a cheap model initialiser.",
            because: ".task runs once when the identity appears and is cancelled when it goes away."),
          .wrong(
            "In the model's init, since @State keeps only one model.",
            because: "the init runs on every parent update; only its result is thrown away, not its work."),
          .wrong(
            "In the panel's body, guarded by an isLoaded flag.",
            because: "body must be a pure description; starting work there runs it during view updates."),
        ]))),
  ]
}
