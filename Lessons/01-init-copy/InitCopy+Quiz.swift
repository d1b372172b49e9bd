import LessonKit
import StateRuntime

extension InitCopy {
  /// The predict questions of lesson 1, a copy made at init time: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-sync",
      prompt: "NoteField copies the note's text into its own @State when it is created.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "NoteCopy.swift"),
          event: "A sync from another device sets note.text = \"Buy oat milk\".",
          ask: .controlValue(label: "Note"),
          explanation: """
            The screen re-evaluates and builds a new NoteField with the new text, and \
            State(initialValue:) runs again; but NoteField's identity is unchanged, so \
            the state it already has is kept and the new initial value is thrown away. \
            The header follows the note, the field follows its own copy.
            """,
          run: { xcode in
            let note = PredictSnippets.NoteCopy.Note()
            return try PredictRun.capture(PredictSnippets.NoteCopy.NoteScreen(note: note), xcode: xcode) {
              host in
              note.text = "Buy oat milk"
              host.flush()
            }
          }))),
    QuizQuestion(
      "predict-binding",
      prompt: "The same screen after the fix: NoteField takes a @Binding to the note's text.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "NoteBinding.swift"),
          event: "You type \"Buy bread\" into the Note field; then a sync sets note.text = \"Buy oat milk\".",
          ask: .controlValue(label: "Note"),
          explanation: """
            With a binding there is one value: typing writes note.text, the sync writes \
            note.text, and the field reads note.text. The last write wins everywhere at once.
            """,
          run: { xcode in
            let note = PredictSnippets.NoteBinding.Note()
            return try PredictRun.capture(
              PredictSnippets.NoteBinding.NoteScreen(note: note), xcode: xcode,
              setup: { host in try host.type("Buy bread", into: "Note") },
              event: { host in
                note.text = "Buy oat milk"
                host.flush()
              })
          }))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum NoteCopy {}
  enum NoteBinding {}
}
