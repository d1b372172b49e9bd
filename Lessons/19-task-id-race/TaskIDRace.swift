import LessonKit
import StateRuntime

/// Lesson 19: async work racing newer input (.task(id:)).
enum TaskIDRace {
  enum Broken {}
  enum Fixed {}
  enum Snippet {}
}

extension TaskIDRace {
  static let lesson = Lesson(
    id: "task-id-race",
    title: "The slow answer wins",
    summary:
      "Searches started in onChange race each other; an old, slow answer overwrites the newer results.",
    story: [
      StorySection(
        "Results for what I did not type",
        """
        "I typed swift and got three books, one of them about swimming." Typing \
        slowly works; typing quickly shows the results of an earlier, shorter \
        query. The log shows both answers landing: the one for "swift" first, \
        then the one for "sw" writing over it.
        """),
      StorySection(
        "What happens",
        """
        Each change of the query starts a Task { } in onChange, and nothing ever \
        cancels one. A short query matches more and takes longer: the answer for \
        "sw" takes 300 ms, the one for "swift" 20 ms. Both tasks write results \
        when their answer arrives, so the last answer to arrive wins, and that is \
        the older, slower one. (The network here is simulated: answers arrive in \
        order of latency, so the race happens on every run; on a real network it \
        happens whenever latencies cross.)
        """),
      StorySection(
        "The rule",
        """
        Async work that belongs to a value belongs to that value's lifetime: \
        .task(id: query) runs the search for the current query, and when the id \
        changes SwiftUI cancels the running task before starting the next one \
        (and cancels it when the view goes away). Cancellation is cooperative: \
        the work must stop on it (Task.sleep and URLSession throw \
        CancellationError) and must not write results after it.
        """),
      StorySection(
        "The fix",
        """
        Replace onChange + Task { } with .task(id: query) { results = try await \
        search.search(query) }, catching the error. Typing "swift" cancels the \
        search for "sw" while it waits; its results are never written.
        """),
    ],
    ownership: Ownership(
      value: "the search results shown",
      truth: "SearchScreen's @State results, written only by the search for the current query",
      lifetime: "the screen; each search lives as long as its query is current",
      writers: "the search task of the current query (.task(id:)), nothing superseded",
      persistence: "no: results are fetched again for the query shown"),
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
      steps: [
        ScenarioStep("Open the search", .mount, expect: [resultsMatch("")]),
        ScenarioStep("Type \"swim\"", .type("swim", into: "Search"), expect: [resultsMatch("swim")]),
        ScenarioStep(
          "Type \"sw\", then \"swift\", quickly", .event("type-quickly"),
          expect: [resultsMatch("swift", revealsBug: true)]),
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

  /// Holds when the field reads `query` and the results are its matches.
  private static func resultsMatch(_ query: String, revealsBug: Bool = false) -> Expectation {
    let description = query.isEmpty ? "no results yet" : "the results are the matches for \"\(query)\""
    return Expectation(description, revealsBug: revealsBug) { app in
      let field = app.host.element("Search")?.value ?? "(no field)"
      let results = app.host.element("Results:")?.label ?? "(no results)"
      return Expectation.Observation(
        holds: field == query && results == resultsLine(for: query),
        observed: "field \"\(field)\", \"\(results)\"")
    }
  }
}
