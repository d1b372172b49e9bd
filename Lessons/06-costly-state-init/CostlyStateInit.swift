import LessonsPlayDriver
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
}

/// The lesson's app for each version, with the `@StateObject` spelling as a third build for
/// the comparison that ends `scenario.play`, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    CostlyStateInit.makeApp(variant == .broken ? .broken : .fixed, xcode: xcode)
  },
  facts: [
    // How many times the suggestions database opened, and the history loaded, so far.
    ScenarioFact("opens") { app in CostlyStateInit.times("database opened", app.fact("database.opens")) },
    ScenarioFact("loads") { app in CostlyStateInit.times("history loaded", app.fact("history.loads")) },
    // The suggestions line, as shown.
    ScenarioFact("suggestions") { app in
      "\"\(app.host.element("Suggestions:")?.label ?? "(no suggestions)")\""
    },
  ],
  verdict: { app, variant in CostlyStateInit.verdict(app, variant) },
  builds: CostlyStateInit.Build.allCases.map { build in
    ComparisonBuild(build.rawValue) { xcode in CostlyStateInit.makeApp(build, xcode: xcode) }
  })

extension CostlyStateInit {
  /// What the run shows, in the words that are true for the era it ran in.
  @MainActor
  static func verdict(_ app: LessonApp, _ variant: Variant) -> String {
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

  /// `database opened 1 time`, `history loaded 4 times`: a count as the transcript says it.
  static func times(_ noun: String, _ value: String) -> String {
    "\(noun) \(value) time\(value == "1" ? "" : "s")"
  }
}
