import LessonKit
import StateRuntime

extension SheetItem {
  /// The quiz of lesson 15, what the sheet shows.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-note",
      prompt: "The broken shelf: a flag presents the sheet, a separate @State holds the book.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "SheetItem+Broken.swift"),
          event: "You tap Dune, type \"Reread\" into Note, then tap Next book.",
          ask: .controlValue(label: "Note"),
          explanation: """
            sheet(isPresented:) gives the sheet one identity whatever book it shows. Next book \
            changed the book the content is handed, not the identity, so BookSheet's @State note \
            was kept: Emma's sheet shows Dune's note.
            """,
          run: { xcode in
            try PredictRun.capture(
              SheetItem.Broken.ShelfScreen(), xcode: xcode,
              setup: { host in
                try host.tap("Dune")
                try host.type("Reread", into: "Note")
              },
              event: { host in try host.tap("Next book") })
          }))),
    QuizQuestion(
      "choice-identity",
      prompt:
        "With .sheet(item: $selected), the sheet is up for Dune and selected becomes Emma. What happens?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Dune's sheet is dismissed (its state discarded) and a new sheet is presented for Emma.",
            because: "the item's id is part of the sheet's identity: another id is another sheet."),
          .wrong(
            "The same sheet now shows Emma and keeps its @State.",
            because: "that is sheet(isPresented:), whose identity does not depend on what it shows."),
          .wrong(
            "Nothing: the sheet shows Dune until it is dismissed.",
            because: "the content is called with the current item; a new item is shown at once."),
        ]))),
    QuizQuestion(
      "choice-dismiss",
      prompt: """
        A sheet is shown with sheet(isPresented: $showsDetail) and reads a separate @State selected. \
        The user swipes it down. What are the two values now?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "showsDetail is false and selected still holds the book.",
            because: "dismissing writes only the binding the sheet was given; nothing clears the selection."),
          .wrong(
            "Both are reset: showsDetail false, selected nil.",
            because: "SwiftUI knows nothing of selected; only sheet(item:) sets its item to nil."),
          .wrong(
            "showsDetail stays true until the view's body runs again.",
            because: "a dismissal writes false through the binding at once."),
        ]))),
    QuizQuestion(
      "recall-when-flag",
      prompt: "When is sheet(isPresented:) the right choice, and when sheet(item:)?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            sheet(isPresented:) for a sheet that shows no particular item (settings, a new \
            compose form): a flag is then the whole truth. sheet(item:) whenever the sheet shows \
            one item: the optional item is then the one source of truth (up while non-nil, nil \
            after dismissal), the content receives that very item, and its id gives each item a \
            sheet identity of its own, so per-item state (a draft note) starts fresh.
            """))),
  ]
}
