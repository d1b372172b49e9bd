import LessonKit
import StateRuntime

/// Lesson 19: async work racing newer input (.task(id:)).
enum TaskIDRace {
  enum Broken {}
  enum Fixed {}
  enum Snippet {}
}

extension TaskIDRace {
  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["TaskIDRace+Broken.swift"],
      fixed: ["TaskIDRace+Fixed.swift"],
      shared: ["BookSearch.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        let search = BookSearch()
        let events: (LessonHostHandle) -> [OutsideEvent] = { handle in
          [
            OutsideEvent("type-quickly", "the user types \"sw\", then \"swift\", before the first answer") {
              handle.typeQuickly(["sw", "swift"], into: "Search")
            }
          ]
        }
        let facts: KeyValuePairs<String, @MainActor () -> String> = [
          "answers arrived": { search.answered.isEmpty ? "none" : search.answered.joined(separator: ", ") }
        ]
        switch variant {
        case .broken:
          return LessonHostHandle.mount(
            { TaskIDRace.Broken.SearchScreen(search: search) }, xcode: xcode, events: events, facts: facts)
        case .fixed:
          return LessonHostHandle.mount(
            { TaskIDRace.Fixed.SearchScreen(search: search) }, xcode: xcode, events: events, facts: facts)
        }
      },
      facts: [
        // The search field and the results line under it.
        ScenarioFact("results") { app in
          let field = app.host.element("Search")?.value ?? "(no field)"
          let results = app.host.element("Results:")?.label ?? "(no results)"
          return "field \"\(field)\", \"\(results)\""
        }
      ],
      verdict: { app, _ in
        let results = app.host.element("Results:")?.label ?? "(no results)"
        let answers = app.fact("answers arrived")
        if results != resultsLine(for: "swift") {
          return "The field says swift but the screen shows \"\(results)\": the answers arrived in the order "
            + "\(answers), and the slow answer for \"sw\" wrote last. Nothing cancelled the superseded search."
        }
        return
          "The screen shows the results for swift; answers arrived for \(answers): typing swift cancelled "
          + "the search for sw while it waited, so it never wrote."
      }),
    quiz: quiz)

  static func resultsLine(for query: String) -> String {
    let matches = BookSearch.matches(query)
    return "Results: " + (matches.isEmpty ? "none" : matches.joined(separator: ", "))
  }
}
