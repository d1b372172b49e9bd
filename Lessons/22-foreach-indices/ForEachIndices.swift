import LessonKit
import StateRuntime

/// Lesson 22: rows identified by their index keep their state when the data moves.
enum ForEachIndices {
  enum Broken {}
  enum Fixed {}

  static let lesson = LessonDeclaration(
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
