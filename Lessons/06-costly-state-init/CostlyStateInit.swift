import LessonKit
import StateRuntime

/// Lesson 6: work in a `@State` initial value, and which Xcode makes it run.
enum CostlyStateInit {
  enum Broken {}
  /// The broken screen with `@StateObject`, for the comparison.
  enum StateObjectBuild {}
  enum Fixed {}

  /// The builds the lesson counts side by side, each in both eras.
  enum Build: String, CaseIterable {
    case broken
    case stateObject = "@StateObject"
    case fixed
  }

  /// Mounts one build on a fresh database and history, with their counts as facts.
  @MainActor
  static func makeApp(_ build: Build, xcode: XcodeRelease) -> LessonApp {
    let database = SuggestionsDatabase()
    let history = SearchHistory()
    let query = SearchQuery()
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "database.opens": { "\(database.opens)" },
      "history.loads": { "\(history.loads)" },
    ]
    // The broken builds reach the database as SuggestionsDatabase.shared: each app installs its own.
    let install: @MainActor @Sendable () -> Void = { SuggestionsDatabase.shared = database }
    switch build {
    case .broken:
      return LessonApp(
        Broken.SearchScreen(query: query, history: history), xcode: xcode, facts: facts, activate: install)
    case .stateObject:
      return LessonApp(
        StateObjectBuild.SearchScreen(query: query, history: history), xcode: xcode, facts: facts,
        activate: install)
    case .fixed:
      return LessonApp(
        Fixed.SearchScreen(query: query, history: history, database: database), xcode: xcode, facts: facts)
    }
  }

  static let lesson = Lesson(
    id: "costly-state-init",
    title: "Work in a @State initial value",
    summary:
      "A model's costly init runs on every parent update: always when init passes it in, before Xcode 27 when it is the declaration's value.",
    story: [
      StorySection(
        "The busy search",
        """
        "Every letter I type into Search reads the recent searches from disk again. On \
        the build made with Xcode 26 the suggestions database opens on every letter too; \
        since we moved to Xcode 27 that one opens once." Both panels own their model in \
        @State, so each should be made once.
        """),
      StorySection(
        "What happens",
        """
        SuggestionsPanel and RecentSearchesPanel are structs the search screen re-creates \
        on every keystroke, and the two give @State their model in two ways. \
        SuggestionsPanel declares @State private var model = SuggestionsModel(): with \
        Xcode 26 and earlier (@State is a property wrapper) that initial value is evaluated \
        on every init of the struct and only the first model is kept; with Xcode 27 \
        (@State is the State() macro) it is evaluated once per identity. \
        RecentSearchesPanel's init builds the model itself, _model = \
        State(wrappedValue: RecentsModel(history: history)): State(wrappedValue:) takes a \
        finished value, so the model is built on every init in every era. "Only the first \
        is kept" is not "only one is made".
        """),
      StorySection(
        "The toolchain decides",
        """
        The era is the Xcode that builds the app, not the iOS it runs on. Run this lesson \
        with --xcode 26 and --xcode 27 to see both. @StateObject has always been lazy: its \
        initial value is an autoclosure, evaluated once per identity, even when a custom \
        init calls StateObject(wrappedValue:). So before Xcode 27, swapping @StateObject \
        for @State is not a like-for-like change for a model with a costly init.
        """),
      StorySection(
        "The rule",
        """
        A view initialiser runs whenever its parent's body does: keep it, and the inits of \
        the models it makes, cheap, so that it does not matter how often they run. Start \
        work (files, requests, databases) in .task. It starts as the view appears, is \
        cancelled when the view disappears, and starts again each time it reappears; a new \
        identity is a disappearance plus an appearance, so it restarts the task as well. \
        Make the work idempotent, or key it with .task(id:) when it must restart for a new value.
        """),
      StorySection(
        "The fix",
        """
        SuggestionsModel() and RecentsModel() store nothing costly; each panel calls its \
        model's load in .task, guarded so a reappearance does not load twice. The database \
        opens once and the history loads once, whichever Xcode builds it. With Xcode 26 the \
        cheap models are still made and thrown away on each keystroke, and that costs nothing.
        """),
    ],
    ownership: Ownership(
      value: "the suggestions and recents models",
      truth: "each panel's @State: the panel creates and owns its model",
      lifetime: "as long as the panel's identity: kept across updates",
      writers: "the panel's .task (loading); nobody else",
      persistence: "no: rebuilt from the database and history when the panel appears"),
    code: LessonCode(
      broken: ["CostlyStateInit+Broken.swift"],
      fixed: ["CostlyStateInit+Fixed.swift", "CostlyStateInit+StateObject.swift"],
      shared: ["SuggestionsDatabase.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in makeApp(variant == .broken ? .broken : .fixed, xcode: xcode) },
      steps: [
        ScenarioStep(
          "Open search", .mount,
          expect: [
            count("database.opens", 1, "the database opens once for the panel"),
            count("history.loads", 1, "the history loads once for the panel"),
          ]),
        ScenarioStep("Type \"s\"", .type("s", into: "Search"), expect: [suggestionsShow("swift")]),
        ScenarioStep("Type \"sw\"", .type("sw", into: "Search")),
        ScenarioStep(
          "Type \"swiftu\"", .type("swiftu", into: "Search"),
          expect: [
            suggestionsShow("swiftui"),
            count(
              "database.opens", 1, "the database is still opened once, after three keystrokes",
              revealsBugIn: [.v26]),
            count(
              "history.loads", 1, "the history is still loaded once, after three keystrokes",
              revealsBugIn: Set(XcodeRelease.allCases)),
          ]),
      ],
      verdict: { app, variant in verdict(app, variant) }),
    comparison: Comparison(
      title: "Work for one search screen, mount through three keystrokes, by build and Xcode:",
      builds: XcodeRelease.allCases.flatMap { xcode in
        Build.allCases.map { build in
          ComparisonBuild("\(build.rawValue) \(xcode.rawValue)", xcode: xcode) { xcode in
            makeApp(build, xcode: xcode)
          }
        }
      },
      steps: [.type("s", into: "Search"), .type("sw", into: "Search"), .type("swiftu", into: "Search")],
      views: [], facts: ["database.opens", "history.loads"]),
    dependsOnEra: true,
    quiz: quiz)

  /// What the run shows, in the words that are true for the era it ran in.
  @MainActor
  private static func verdict(_ app: LessonApp, _ variant: Variant) -> String {
    let opens = app.fact("database.opens")
    let loads = app.fact("history.loads")
    let thrownAway = { (view: String) in
      app.host.events.filter {
        if case .initialValueDiscarded(let discarded) = $0 { discarded.view == view } else { false }
      }.count
    }
    let era = "Built with \(app.xcode)"
    switch (variant, app.xcode.evaluatesStateLazily) {
    case (.broken, false):
      return "\(era): the database opened \(opens) times and the history loaded \(loads) times for one "
        + "screen. The property-wrapper @State evaluated SuggestionsModel() on every init of "
        + "SuggestionsPanel and threw \(thrownAway("SuggestionsPanel")) models away after they had opened "
        + "the database; RecentSearchesPanel's init built a RecentsModel each time. With --xcode 27 the "
        + "database opens once; the history does not."
    case (.broken, true):
      return "\(era): the database opened \(opens) time: the State() macro evaluates a declaration's "
        + "initial value once per identity. The history still loaded \(loads) times: "
        + "RecentSearchesPanel's init hands State(wrappedValue:) a RecentsModel it has already built, on "
        + "every init, in every era. With --xcode 26 the database opens on every keystroke too."
    case (.fixed, _):
      let made = thrownAway("SuggestionsPanel") + thrownAway("RecentSearchesPanel")
      let thrown =
        made > 0
        ? " \(made) cheap models were still made and thrown away by the property-wrapper @State, at no cost."
        : ""
      return "\(era): the database opened \(opens) time and the history loaded \(loads) time: the "
        + "work runs in .task, which ran when each panel appeared.\(thrown)"
    }
  }

  private static func count(
    _ fact: String, _ expected: Int, _ description: String, revealsBugIn eras: Set<XcodeRelease> = []
  ) -> Expectation {
    Expectation(description, revealsBugIn: eras) { app in
      let value = app.fact(fact)
      let noun = fact == "database.opens" ? "database opened" : "history loaded"
      return .equal(value, "\(expected)", "\(noun) \(value) time\(value == "1" ? "" : "s")")
    }
  }

  private static func suggestionsShow(_ word: String) -> Expectation {
    Expectation("the suggestions include \"\(word)\"") { app in
      let line = app.host.element("Suggestions:")?.label ?? "(no suggestions)"
      return Expectation.Observation(holds: line.contains(word), observed: "\"\(line)\"")
    }
  }
}
