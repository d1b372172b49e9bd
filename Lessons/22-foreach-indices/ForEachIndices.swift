import LessonKit
import StateRuntime

/// Lesson 22: rows identified by their index keep their state when the data moves.
enum ForEachIndices {
  enum Broken {}
  enum Fixed {}

  static let lesson = Lesson(
    id: "foreach-indices",
    title: "Rows that are only a position",
    summary:
      "ForEach over indices gives row state to a position: delete a book and its open notes move to the next.",
    story: [
      StorySection(
        "The notes that moved",
        """
        "I opened the notes on Dune, finished it and removed it from the list. \
        Now Emma's notes are open, and I never touched Emma." Each row of the \
        reading list keeps whether its notes are open in its own @State.
        """),
      StorySection(
        "What happens",
        """
        The list is ForEach(books.indices, id: \\.self), each row reaching its \
        book through its index (a Binding into books[index]). A row's identity \
        is its id, and here the id is the index: row 0 is "whatever book is \
        first". Removing Dune does not remove row 0; it removes the last id, 2, \
        and Emma slides into row 0, which still holds Dune's open notes. State \
        belongs to identity, and this identity was a position. The common \
        spelling, $books[index], fails harder: a binding still holding a removed \
        index is read once more after the delete, and Swift stops the app with \
        "Index out of range" (widely reported with List and onDelete; this \
        runtime traps the same way, so the lesson's code uses a Binding(get:set:) \
        that the removed row never reads, and shows the quieter bug). \
        ForEach(0..<books.count) without id: is a third variant: Apple documents it for constant data, and when the count \
        changes SwiftUI keeps the rows it first made and logs "ForEach<Range<Int>, \
        Int, ...> count (4) != its initial count (3)."
        """),
      StorySection(
        "The rule",
        """
        Identify rows by what they show, not where it sits: Identifiable \
        elements (or an id: key path to a stable, unique property), and \
        ForEach($books) { $book in ... } when a row needs a binding to its \
        element. Indices are positions; they are stable only for data that never \
        inserts, removes or moves.
        """),
      StorySection(
        "The fix",
        """
        ListedBook is Identifiable, and the list is ForEach($books) { $book in \
        BookRow(book: $book, ...) }. Removing Dune discards Dune's row and its \
        state; Emma's row is Emma's, notes closed. ForEach over a binding to a \
        collection needs iOS 15 / macOS 12 or later.
        """),
    ],
    ownership: Ownership(
      value: "whether a book's notes are open",
      truth: "that book's row, as @State: view-local, keyed by the row's identity",
      lifetime: "the row's identity: so the identity must be the book's id, not its index",
      writers: "the row's Notes button",
      persistence: "no"),
    code: LessonCode(
      broken: ["ForEachIndices+Broken.swift"], fixed: ["ForEachIndices+Fixed.swift"],
      shared: ["ReadingList.swift"], source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        switch variant {
        case .broken: LessonApp(Broken.ReadingListScreen(), xcode: xcode)
        case .fixed: LessonApp(Fixed.ReadingListScreen(), xcode: xcode)
        }
      },
      steps: [
        ScenarioStep("Open the reading list", .mount, expect: [bookCount(3), openNotes("none")]),
        ScenarioStep("Open the notes on Dune", .tap("Notes for Dune"), expect: [openNotes("Dune")]),
        ScenarioStep(
          "Remove Dune", .tap("Remove Dune"),
          expect: [bookCount(2), openNotes("none", "no notes are open once Dune is gone", revealsBug: true)]),
        ScenarioStep(
          "Mark Emma read", .toggle("Read Emma"),
          expect: [
            Expectation("Emma is marked read") { app in
              let value = app.host.element("Read Emma")?.value ?? "(no toggle)"
              return .equal(value, "on", "the toggle is \(value)")
            }
          ]),
      ],
      verdict: { app, variant in
        switch variant {
        case .broken:
          let shown = app.host.elements().first { $0.label.hasPrefix("Notes on") }?.label ?? "none"
          return "Dune was removed, yet a row shows \"\(shown)\": the rows were identified by index, so "
            + "Emma moved into the row that was Dune's, open notes and all; the last row was the one "
            + "discarded."
        case .fixed:
          return "Dune's row left with Dune, open notes and all; Emma's row is hers. Rows are identified by "
            + "each book's id, so their state follows the book, not the position."
        }
      }),
    quiz: quiz)

  private static func bookCount(_ expected: Int) -> Expectation {
    Expectation("the list counts \(expected) books") { app in
      let shown = app.host.element("Books:")?.label ?? "(no count)"
      return .equal(shown, "Books: \(expected)", "\"\(shown)\"")
    }
  }

  /// Whose notes are open: "none", or the one book whose notes are shown.
  private static func openNotes(_ expected: String, _ description: String? = nil, revealsBug: Bool = false)
    -> Expectation
  {
    Expectation(
      description ?? (expected == "none" ? "no notes are open" : "the notes on \(expected) are open"),
      revealsBug: revealsBug
    ) { app in
      let open = app.host.elements().filter { $0.label.hasPrefix("Notes on ") }
        .map { String($0.label.dropFirst("Notes on ".count).prefix { $0 != ":" }) }
      let seen = open.isEmpty ? "none" : open.joined(separator: ", ")
      return .equal(seen, expected, open.isEmpty ? "no notes open" : "notes open on \(seen)")
    }
  }
}
