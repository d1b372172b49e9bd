import LessonsPlayDriver
import StateRuntime

/// Lesson 22: rows identified by their index keep their state when the data moves.
enum ForEachIndices {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    switch variant {
    case .broken: LessonApp(ForEachIndices.Broken.ReadingListScreen(), xcode: xcode)
    case .fixed: LessonApp(ForEachIndices.Fixed.ReadingListScreen(), xcode: xcode)
    }
  },
  facts: [
    // The book count on screen.
    ScenarioFact("books") { app in "\"\(app.host.element("Books:")?.label ?? "(no count)")\"" },
    // Whose notes are open: none, or the books whose notes a row shows.
    ScenarioFact("notes") { app in
      let open = app.host.elements().filter { $0.label.hasPrefix("Notes on ") }
        .map { String($0.label.dropFirst("Notes on ".count).prefix { $0 != ":" }) }
      return open.isEmpty ? "no notes open" : "notes open on \(open.joined(separator: ", "))"
    },
    // Emma's Read toggle.
    ScenarioFact("emma-read") { app in
      "the toggle is \(app.host.element("Read Emma")?.value ?? "(no toggle)")"
    },
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
  })
