import LessonKit
import StateRuntime

extension UnownedModel {
  /// The quiz of lesson 8, a model nobody owns.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "choice-wrapper",
      prompt: "A view creates an @Observable draft model for itself. How should it hold it?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "@State private var draft = DraftModel()",
            because: "the view owns the instance's lifetime, and @State ties it to the view's identity."),
          .wrong(
            "@Bindable var draft = DraftModel()",
            because: "the value belongs to the struct; every parent update makes a new, empty model."),
          .wrong(
            "let draft = DraftModel()",
            because: "same problem: a stored constant is re-created with every new struct."),
        ]))),
    QuizQuestion(
      "choice-handed",
      prompt:
        "A view is handed an @Observable model and needs a TextField bound to one of its properties. What does it declare?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "@Bindable var model: Model",
            because: "it does not own the model; @Bindable only adds $model.property bindings."),
          .wrong(
            "@State var model: Model",
            because:
              "@State would make the view an owner and keep the first instance, ignoring a new one from the parent."
          ),
          .wrong(
            "@StateObject var model: Model",
            because: "@StateObject is for ObservableObject, and for owning, not for being handed a model."),
        ]))),
  ]
}
