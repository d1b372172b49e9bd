import LessonKit
import StateRuntime

extension ObservationOutsideViews {
  /// The quiz of lesson 23, observed once.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "choice-once",
      prompt:
        "withObservationTracking { _ = draft.text } onChange: { save() }. The text changes three times. How often does save() run?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Once: a registration fires at the first change and is then gone.",
            because: "to hear the next change, register again in the reaction."),
          .wrong(
            "Three times, once per change.",
            because: "that is what a view seems to get, because its body re-registers every time it runs."),
          .wrong(
            "Never: onChange only fires inside a view's body.",
            because: "withObservationTracking works anywhere; a view is just one caller of it."),
        ]))),
    QuizQuestion(
      "choice-when",
      prompt: "Inside onChange, the handler reads draft.text. Which value does it see?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The old one: onChange is called before the new value is stored.",
            because: "read the new value after a hop (a Task, the next run loop turn), or use Observations."),
          .wrong(
            "The new one: onChange is called after the write.",
            because: "withObservationTracking's onChange is a will-change callback."),
          .wrong(
            "Either, at random.",
            because: "it is well defined: before the write, on the writing thread."),
        ]))),
    QuizQuestion(
      "recall-loop",
      prompt: "How does a non-view object keep observing an @Observable model, before and after Swift 6.2?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Before 6.2: withObservationTracking, and in its onChange (after a hop, to read the new \
            value) react and call the same registering function again. From Swift 6.2 (Xcode 26): \
            for await value in Observations { model.property } in a task the object cancels when \
            it goes; it yields the current value first and coalesces writes within a transaction.
            """))),
  ]
}
