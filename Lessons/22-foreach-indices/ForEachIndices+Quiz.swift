import LessonKit
import StateRuntime

extension ForEachIndices {
  /// The quiz of lesson 22, rows that are only a position.
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
          }))),
    QuizQuestion(
      "choice-range",
      prompt: """
        A list is ForEach(0..<books.count) { index in Text(books[index].title) } (no id:). \
        A fourth book is appended. What does SwiftUI do?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Keeps the three rows it made first and logs that the count (4) differs from the initial count (3).",
            because:
              "that initialiser reads its range once (Apple: for constant data); give the rows ids to follow a changing count."
          ),
          .wrong(
            "Adds a fourth row, as for any other collection.",
            because: "only the id: form or Identifiable data follows a changing range."),
          .wrong(
            "Rebuilds every row with fresh state.",
            because: "the rows stay as first made; nothing is rebuilt or reset, and the new book is missing."),
        ]))),
    QuizQuestion(
      "choice-fix",
      prompt:
        "Each row needs a binding to its book (a Read toggle). Which ForEach keeps each row's state with its book?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "ForEach($books) { $book in BookRow(book: $book) }, with Identifiable books.",
            because: "each row is identified by its book's id and bound to that element, wherever it moves."),
          .wrong(
            "ForEach(books.indices, id: \\.self) { index in BookRow(book: $books[index]) }.",
            because:
              "the id is the position: after a delete, a row's state belongs to whichever book slid in."),
          .wrong(
            "ForEach(books.indices, id: \\.self) with .id(index) on each row.",
            because: "the index is still the identity; .id(index) changes nothing."),
        ]))),
    QuizQuestion(
      "recall-why",
      prompt:
        "In a sentence or two: why does a row's @State jump to another item when you delete with ForEach over indices?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Row state belongs to the row's identity, and with indices the identity is a position. \
            Deleting shifts the later items down a position, so each takes over the row (and state) \
            of the item before it, and the last position is the one discarded. Identify rows by a \
            stable id: Identifiable elements and ForEach($items).
            """))),
  ]
}
