import LessonsPlayDriver
import StateRuntime

/// Lesson 19: async work racing newer input (.task(id:)).
enum TaskIDRace {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let search = BookSearch()
    let typist = TaskIDRace.Typist()
    let events = [
      OutsideEvent("type-quickly", "the user types \"sw\", then \"swift\", before the first answer") {
        typist.typeQuickly(["sw", "swift"], into: "Search")
      }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "answers arrived": { search.answered.isEmpty ? "none" : search.answered.joined(separator: ", ") }
    ]
    let app: LessonApp
    switch variant {
    case .broken:
      app = LessonApp(
        TaskIDRace.Broken.SearchScreen(search: search), xcode: xcode, events: events, facts: facts)
    case .fixed:
      app = LessonApp(
        TaskIDRace.Fixed.SearchScreen(search: search), xcode: xcode, events: events, facts: facts)
    }
    typist.host = app.host
    return app
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
    if results != TaskIDRace.resultsLine(for: "swift") {
      return "The field says swift but the screen shows \"\(results)\": the answers arrived in the order "
        + "\(answers), and the slow answer for \"sw\" wrote last. Nothing cancelled the superseded search."
    }
    return
      "The screen shows the results for swift; answers arrived for \(answers): typing swift cancelled "
      + "the search for sw while it waited, so it never wrote."
  })

extension TaskIDRace {
  static func resultsLine(for query: String) -> String {
    let matches = BookSearch.matches(query)
    return "Results: " + (matches.isEmpty ? "none" : matches.joined(separator: ", "))
  }

  /// Types into the mounted app's field without waiting between keystrokes: what a quick
  /// typist does while earlier work still runs. Given the host right after the mount;
  /// events only run after that.
  @MainActor
  final class Typist {
    weak var host: (any MountedHost)?

    func typeQuickly(_ texts: [String], into field: String) {
      for text in texts {
        try? host?.perform(.type(text, into: field))
      }
    }
  }
}
