import LessonKit
import StateRuntime

/// Lesson 6: `@State private var model = Model()` runs `Model()` on every init.
enum CostlyStateInit {
  enum Broken {}
  enum Fixed {}
}

extension CostlyStateInit {
  static let lesson = Lesson(
    id: "costly-state-init",
    title: "Work in a @State initial value",
    summary: "The model's initialiser runs on every parent update; only the first result is kept.",
    story: [
      StorySection(
        "The busy search",
        """
        "Every letter I type into Search makes the suggestions database open \
        again. The panel shows the right words; the profiler shows the database \
        opened once per keystroke." The panel owns its model in @State, so it \
        should be made once.
        """),
      StorySection(
        "What happens",
        """
        SuggestionsPanel is a struct the search screen re-creates on every \
        keystroke. Its initialiser builds a SuggestionsModel for @State each \
        time. @State keeps the first value for the view's identity and throws \
        the new ones away, but only after they were built, and building one \
        opens the database. "Only the first is kept" is not "only one is made".
        """),
      StorySection(
        "The rule",
        """
        A view initialiser runs whenever its parent's body does: keep it cheap. \
        A @State model's init should only store what it is given. Start work \
        (opening files, requests, databases) in .task, which runs once when \
        the identity appears and is cancelled when it goes away.
        """),
      StorySection(
        "The fix",
        """
        SuggestionsModel() does nothing costly; the panel calls \
        model.load(from: database) in .task. Models are still made and thrown \
        away on each keystroke, and that costs nothing now; the database opens \
        once.
        """),
    ],
    ownership: Ownership(
      value: "the suggestions model",
      truth: "SuggestionsPanel's @State: the panel creates and owns it",
      lifetime: "as long as the panel's identity: made once, kept across updates",
      writers: "the panel's .task (loading); nobody else",
      persistence: "no: rebuilt from the database when the panel appears"),
    code: LessonCode(
      broken: ["CostlyStateInit+Broken.swift"],
      fixed: ["CostlyStateInit+Fixed.swift"],
      shared: ["SuggestionsDatabase.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        let database = SuggestionsDatabase()
        let query = SearchQuery()
        let facts: KeyValuePairs<String, @MainActor () -> String> = [
          "database.opens": { "\(database.opens)" }
        ]
        switch variant {
        case .broken:
          return LessonApp(
            CostlyStateInit.Broken.SearchScreen(query: query, database: database), xcode: xcode,
            facts: facts)
        case .fixed:
          return LessonApp(
            CostlyStateInit.Fixed.SearchScreen(query: query, database: database), xcode: xcode, facts: facts)
        }
      },
      steps: [
        ScenarioStep("Open search", .mount, expect: [opens(1, "the database opens once for the panel")]),
        ScenarioStep("Type \"s\"", .type("s", into: "Search"), expect: [suggestionsShow("swift")]),
        ScenarioStep("Type \"sw\"", .type("sw", into: "Search")),
        ScenarioStep(
          "Type \"swiftu\"", .type("swiftu", into: "Search"),
          expect: [
            suggestionsShow("swiftui"),
            opens(1, "the database is still opened once, after three keystrokes", revealsBug: true),
          ]),
      ],
      verdict: { app, variant in
        let opens = app.fact("database.opens")
        let thrownAway = app.host.events.filter {
          if case .initialValueDiscarded(let discarded) = $0 { discarded.property == "_model" } else { false }
        }.count
        switch variant {
        case .broken:
          return "The database was opened \(opens) times for one panel: SuggestionsModel(database:) ran on "
            + "every init of SuggestionsPanel, and \(thrownAway) of those models were thrown away by @State "
            + "after doing their work."
        case .fixed:
          return
            "The database was opened \(opens) time. \(thrownAway) cheap models were still made and thrown "
            + "away; the work moved to .task, which ran once for the panel's identity."
        }
      }),
    quiz: quiz)

  private static func opens(_ expected: Int, _ description: String, revealsBug: Bool = false) -> Expectation {
    Expectation(description, revealsBug: revealsBug) { app in
      let opens = app.fact("database.opens")
      return .equal(opens, "\(expected)", "database opened \(opens) time\(opens == "1" ? "" : "s")")
    }
  }

  private static func suggestionsShow(_ word: String) -> Expectation {
    Expectation("the suggestions include \"\(word)\"") { app in
      let line = app.host.element("Suggestions:")?.label ?? "(no suggestions)"
      return Expectation.Observation(holds: line.contains(word), observed: "\"\(line)\"")
    }
  }
}
