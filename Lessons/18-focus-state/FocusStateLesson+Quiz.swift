import LessonKit
import StateRuntime

extension FocusStateLesson {
  /// The quiz of lesson 18, who knows what is focused.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-readout",
      prompt: "The broken form: the model's isEditingTitle Bool is turned into focus by onChange.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "FocusStateLesson+Broken.swift"),
          event: "You tap Save with no title, then tap into the Notes field.",
          ask: .controlValue(label: "Editing"),
          explanation: """
            Tapping into Notes moved focus, and the view's @FocusState followed. The model's Bool \
            did not: nothing writes it when the user moves focus, so the readout still says title.
            """,
          run: { xcode in
            try PredictRun.capture(
              FocusStateLesson.Broken.TaskForm(model: TaskFormModel()), xcode: xcode,
              setup: { host in try host.tap("Save") },
              event: { host in try host.focus("Notes") })
          }))),
    QuizQuestion(
      "choice-owner",
      prompt: "Where should \"which field is focused\" live?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In the view, as @FocusState bound to the fields with .focused.",
            because:
              "focus moves without your code (taps, the keyboard); only FocusState always follows it. A model may mirror it, if the view syncs both ways."
          ),
          .wrong(
            "In the model as a Bool the view turns into focus, so tests can read it.",
            because:
              "synced one way, the model hears of focus only when it moves it; every other move makes the Bool stale. (A model value synced both ways with onChange is a valid design; the @FocusState still moves focus.)"
          ),
          .wrong(
            "In @AppStorage, so focus survives a relaunch.",
            because: "focus is view-local and momentary; restoring it is the system's job."),
        ]))),
    QuizQuestion(
      "choice-request",
      prompt: "The model must ask for focus when validation fails. Which design works every time?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Publish a request (a new value each time) that the view turns into focus and then clears.",
            because: "each request is a change, so onChange always fires, and focus stays the view's."),
          .wrong(
            "Set model.focusTitle = true and let the view watch it.",
            because: "true over true is no change: the second request is lost."),
          .wrong(
            "Pass the @FocusState binding into the model and write it there.",
            because: "the model then holds a view's state past the view's life and off its update cycle."),
        ]))),
    QuizQuestion(
      "recall-reset",
      prompt: "What happens to a @FocusState when the focused field leaves the screen?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Focus is lost and the focus state follows: a Bool becomes false, an optional becomes \
            nil. FocusState reflects the focused field; it does not keep a field focused that no \
            longer exists. Like @State it lives as long as its view's identity.
            """))),
  ]
}
