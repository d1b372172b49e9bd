import LessonKit
import StateRuntime

/// Lesson 14: the app-wide store.
enum AppWideStore {
  enum Broken {}
  enum Fixed {}

  /// Mounts one version, with the session's token refresh as an outside event.
  @MainActor
  static func makeApp(_ variant: Variant, xcode: XcodeRelease) -> LessonApp {
    switch variant {
    case .broken:
      let store = Broken.AppStore()
      return LessonApp(
        Broken.ExpenseApp(store: store), xcode: xcode,
        events: [
          OutsideEvent("token-refresh", "the session layer swaps the access token") { store.refreshToken() }
        ],
        facts: ["accessToken": { store.state.accessToken }])
    case .fixed:
      let session = Fixed.Session()
      let ledger = Fixed.Ledger()
      return LessonApp(
        Fixed.ExpenseApp(session: session, ledger: ledger), xcode: xcode,
        events: [
          OutsideEvent("token-refresh", "the session layer swaps the access token") { session.refreshToken() }
        ],
        facts: ["accessToken": { session.accessToken }])
    }
  }

  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["AppWideStore+Broken.swift"], fixed: ["AppWideStore+Fixed.swift"], source: LessonCatalog.source
    ),
    scenario: Scenario(
      makeApp: { variant, xcode in makeApp(variant, xcode: xcode) },
      steps: [
        ScenarioStep(
          "Open the new-expense form", .mount,
          expect: [shows("Signed in as Maya"), shows("Saved: 0")]),
        ScenarioStep(
          "Type a title", .type("Taxi to airport", into: "Title"),
          expect: [
            fieldShows("Taxi to airport"),
            viewsRun(
              within: ["ExpenseForm"], "typing re-evaluates nothing outside the form", revealsBug: true),
          ]),
        ScenarioStep(
          "The session refreshes its token", .event("token-refresh"),
          expect: [
            viewsRun(
              within: [], "a token refresh re-evaluates no view: none shows the token", revealsBug: true),
            fieldShows("Taxi to airport"),
          ]),
        ScenarioStep(
          "Save the expense", .tap("Save"),
          expect: [shows("Saved: 1"), fieldShows("")]),
      ],
      verdict: { app, variant in
        let counts = Dictionary(grouping: app.host.changes.filter { $0.pass > 1 }, by: \.view).mapValues(
          \.count)
        let ran = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)×" }.joined(separator: ", ")
        switch variant {
        case .broken:
          return "After mount the bodies ran \(ran). Every view read the one state property, so a keystroke "
            + "ran the account bar and a token refresh, which nothing shows, ran the account bar and the form."
        case .fixed:
          return "After mount the bodies ran \(ran). The draft is the form's own; the session's token is a "
            + "property nobody on screen reads, so its refresh ran no view."
        }
      }),
    comparison: Comparison(
      title: "Body evaluations for one token refresh (nothing on screen shows the token), after mount:",
      builds: Variant.allCases.map { variant in
        ComparisonBuild(variant.rawValue) { xcode in makeApp(variant, xcode: xcode) }
      },
      steps: [.event("token-refresh")],
      views: ["ExpenseApp", "AccountBar", "ExpenseForm"]),
    quiz: quiz)

  private static func shows(_ text: String) -> Expectation {
    Expectation("the screen shows \"\(text)\"") { app in
      let found = app.host.element(text) != nil
      return Expectation.Observation(holds: found, observed: found ? "shown" : "not on screen")
    }
  }

  private static func fieldShows(_ text: String) -> Expectation {
    Expectation("the title field holds \"\(text)\"") { app in
      let value = app.host.element("Title")?.value ?? "(no field)"
      return .equal(value, text, "field \"\(value)\"")
    }
  }

  /// Holds when every body the step ran belongs to one of `allowed`.
  private static func viewsRun(within allowed: Set<String>, _ description: String, revealsBug: Bool)
    -> Expectation
  {
    Expectation(description, revealsBug: revealsBug) { app in
      let ran = Array(Set(app.bodiesOfLastAction)).sorted()
      return Expectation.Observation(
        holds: Set(ran).isSubset(of: allowed),
        observed: "re-evaluated: " + (ran.isEmpty ? "none" : ran.joined(separator: ", ")))
    }
  }
}
