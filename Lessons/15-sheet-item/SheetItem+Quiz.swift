import LessonKit
import StateRuntime

extension SheetItem {
  /// The predict questions of lesson 15, what the sheet shows: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
          })))
  ]
}
