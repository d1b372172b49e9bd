import LessonKit
import StateRuntime

extension FocusStateLesson {
  /// The predict questions of lesson 18, who knows what is focused: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
          })))
  ]
}
