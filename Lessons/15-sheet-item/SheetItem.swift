import LessonKit
import StateRuntime

/// Lesson 15: one presentation, two pieces of state (sheet(isPresented:) plus a selection).
enum SheetItem {
  enum Broken {}
  enum Fixed {}
}

extension SheetItem {
  static let lesson = Lesson(
    id: "sheet-item",
    title: "What the sheet shows",
    summary:
      "A sheet shown with a flag and a separate selection keeps the wrong state and a stale selection.",
    story: [
      StorySection(
        "The note on the wrong book",
        """
        "I opened Dune, wrote 'Reread in May', tapped Next book, and my note was \
        on Emma." And after closing the sheet the shelf still says Emma is \
        selected, although no sheet is up.
        """),
      StorySection(
        "What happens",
        """
        The screen keeps two values for one presentation: showsDetail (is a \
        sheet up?) and selected (which book?). The sheet is \
        sheet(isPresented: $showsDetail): its identity is "the sheet", whatever \
        book it shows. Next book changes selected; the sheet's content gets the \
        new book but it is the same identity, so its @State note stays. Done \
        dismisses through the flag; nothing resets the selection, so the two \
        values now disagree. (The split has a second trap: the sheet's \
        content is the closure the body made when it last ran. Here the body \
        reads selected in its "Selected:" line, so the tap runs it again and \
        the closure sees Dune. Without that line the body would not run, and \
        the first sheet would show the book of the last run: no book.)
        """),
      StorySection(
        "The rule",
        """
        When a sheet presents an item, the item is the presentation: use \
        sheet(item:). The sheet is up exactly while the item is not nil, the \
        content receives that item, and the item's id is part of the sheet's \
        identity: another item is another sheet, with fresh state. Dismissing \
        sets the item back to nil. Keep sheet(isPresented:) for sheets that \
        show no particular item.
        """),
      StorySection(
        "The fix",
        """
        Drop showsDetail. Taps set selected; .sheet(item: $selected) { book in \
        BookSheet(book: book) } shows the book it was handed. Next book sets \
        another book: the runtime discards the old sheet (and its note) and \
        presents a new one. Done calls dismiss(), which sets selected to nil.
        """),
    ],
    ownership: Ownership(
      value: "which book the sheet shows, and whether one is shown",
      truth: "ShelfScreen's @State selected: ShelfBook?, presented with sheet(item:)",
      lifetime: "the note lives as long as one book's sheet; the selection while a sheet is up",
      writers: "taps on the shelf and Next book set it; dismissing (Done, a swipe) sets it to nil",
      persistence: "no: a selection and a half-typed note are not kept across launches"),
    code: LessonCode(
      broken: ["SheetItem+Broken.swift"],
      fixed: ["SheetItem+Fixed.swift"],
      shared: ["Bookshelf.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        switch variant {
        case .broken: LessonApp(SheetItem.Broken.ShelfScreen(), xcode: xcode)
        case .fixed: LessonApp(SheetItem.Fixed.ShelfScreen(), xcode: xcode)
        }
      },
      steps: [
        ScenarioStep("Open the shelf", .mount, expect: [showsSheet(nil, selected: "none")]),
        ScenarioStep("Tap Dune", .tap("Dune"), expect: [showsSheet("Dune", selected: "Dune")]),
        ScenarioStep(
          "Write a note about Dune", .type("Reread in May", into: "Note"),
          expect: [noteReads("Reread in May", on: "Dune")]),
        ScenarioStep(
          "Tap Next book in the sheet", .tap("Next book"),
          expect: [noteReads("", on: "Emma", revealsBug: true)]),
        ScenarioStep(
          "Tap Done", .tap("Done"), expect: [showsSheet(nil, selected: "none", revealsBug: true)]),
      ],
      verdict: { app, _ in
        let selected = app.host.element("Selected:")?.label ?? "(no selection line)"
        if selected != "Selected: none" {
          return "The sheet kept Dune's note when it showed Emma, and after Done the screen still says "
            + "\"\(selected)\": the flag and the selection are two owners of one presentation, and the "
            + "sheet's identity never followed the book."
        }
        return "Each book got a sheet of its own (a fresh note for Emma), and dismissing set the selection "
          + "back to nil: with sheet(item:) the presented book is the presentation."
      }),
    quiz: quiz)

  /// Holds when the sheet shows `book` (none when `nil`) and the shelf reports `selected`.
  private static func showsSheet(_ book: String?, selected: String, revealsBug: Bool = false) -> Expectation {
    let description =
      book.map { "the sheet shows \($0), the book selected" } ?? "no sheet is up and nothing is selected"
    return Expectation(description, revealsBug: revealsBug) { app in
      let detail = app.host.element("Detail:")?.label
      // The shelf's line is under the sheet while it is up: read it there.
      let line =
        app.host.elements(includingCovered: true).first { $0.label.hasPrefix("Selected:") }?.label
        ?? "(no selection line)"
      return Expectation.Observation(
        holds: detail == book.map { "Detail: \($0)" } && line == "Selected: \(selected)",
        observed: "sheet \(detail.map { "\"\($0)\"" } ?? "not presented"), \"\(line)\"")
    }
  }

  /// Holds when the sheet shows `book` with `note` in its note field.
  private static func noteReads(_ note: String, on book: String, revealsBug: Bool = false) -> Expectation {
    let description =
      note.isEmpty ? "\(book)'s sheet starts with an empty note" : "the note reads \"\(note)\""
    return Expectation(description, revealsBug: revealsBug) { app in
      let detail = app.host.element("Detail:")?.label ?? "(no sheet)"
      let value = app.host.element("Note")?.value ?? "(no note field)"
      return Expectation.Observation(
        holds: detail == "Detail: \(book)" && value == note, observed: "\"\(detail)\", note \"\(value)\"")
    }
  }
}
