import LessonKit
import StateRuntime

extension InitCopy {
  /// The quiz of lesson 1, a copy made at init time.
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
      "choice-why-stale",
      prompt: """
        A child's init does _title = State(initialValue: title). After Undo changes the \
        parent's title, the child still shows the old one. Why?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "The parent's body did not run, so the child was never rebuilt.",
            because: "the parent reads the title, so it does re-run and does rebuild the child struct."),
          .right(
            "@State keeps the first value it got for that identity; later initial values are discarded.",
            because:
              "state belongs to the identity, not to the struct, so the new struct's initial value is ignored."
          ),
          .wrong(
            "State(initialValue:) is evaluated lazily, only on first appearance.",
            because:
              "State(initialValue:) (or self.title = title) takes a value the init has already computed, on every init; Xcode 27's lazy @State is documented for a declaration's own initial value, and the docs promise nothing lazier for an init. The new value reaches @State and is thrown away."
          ),
          .wrong(
            "Undo writes on a background thread and the view misses it.",
            because: "the write arrives fine and the header shows it; only the copy in the child is stale."),
        ]))),
    QuizQuestion(
      "choice-fix",
      prompt:
        "The title editor must show the document's title and let the user change it. What should it declare?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "@State var title, refreshed in .onChange of the parent's title.",
            because: "that keeps two owners and a sync rule between them; every missed path is a new bug."),
          .wrong(
            "let title: String",
            because: "a let is right for a child that only reads; this one has to write the title back."),
          .right(
            "@Binding var title, passed $document.title.",
            because:
              "the document stays the only owner, and the editor reads and writes it through the binding."),
          .wrong(
            "@State var title with an .id(document.title) on the editor.",
            because:
              "changing the id throws the whole editor's state away on every keystroke; it hides the second owner instead of removing it."
          ),
        ]))),
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
    QuizQuestion(
      "choice-reader",
      prompt: "A header view only displays the document's title. What should it take?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "A plain let title: String.",
            because:
              "a child that only reads needs no write access; the parent passes the current value on each update."
          ),
          .wrong(
            "@Binding var title.",
            because:
              "it works, but it says the header may change the title: one more suspect in every bug hunt."),
          .wrong(
            "@State var title, set in init.",
            because:
              "that is exactly the init-time copy: it stops following the document after the first render."),
        ]))),
    QuizQuestion(
      "recall-owners",
      prompt: """
        In one or two sentences: why does typing into the broken editor seem to work, \
        while undo does not reach it?
        """,
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Typing changes the editor's own @State and also calls back to the document, so \
            both copies agree. Undo changes only the document; the editor's @State was \
            filled once at init and is never refilled for the same identity, so two owners \
            now disagree.
            """))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum NoteCopy {}
  enum NoteBinding {}
}
