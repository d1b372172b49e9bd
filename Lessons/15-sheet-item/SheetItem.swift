import LessonKit
import StateRuntime

/// Lesson 15: one presentation, two pieces of state (sheet(isPresented:) plus a selection).
enum SheetItem {
  enum Broken {}
  enum Fixed {}
}

extension SheetItem {
  static let lesson = LessonDeclaration(
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
