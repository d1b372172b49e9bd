import LessonKit
import StateRuntime

extension ForEachIndices {
  /// The predict questions of lesson 22, rows that are only a position: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-notes",
      prompt: "The broken reading list: rows are ForEach(books.indices, id: \\.self). Dune's notes are open.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "ForEachIndices+Broken.swift"),
          event: "You tap Remove Dune.",
          ask: .controlValue(label: "Notes on"),
          explanation: """
            The rows' ids are 0, 1, 2. Removing the first book leaves ids 0 and 1, so row 2 is \
            discarded and row 0, with its open notes, now reaches books[0]: Emma.
            """,
          run: { xcode in
            try PredictRun.capture(
              ForEachIndices.Broken.ReadingListScreen(), xcode: xcode,
              setup: { host in try host.tap("Notes for Dune") },
              event: { host in try host.tap("Remove Dune") })
          })))
  ]
}
