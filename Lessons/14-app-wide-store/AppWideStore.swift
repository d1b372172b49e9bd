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

  static let lesson = Lesson(
    id: "app-wide-store",
    title: "The app-wide store",
    summary: "One global store for focus, drafts, auth and navigation: unrelated writes refresh the form.",
    story: [
      StorySection(
        "The form that will not sit still",
        """
        "While I type an expense, the account bar redraws on every letter, and the form \
        redraws whenever the session refreshes its token, which the user never sees. And \
        every test of the form starts by building the whole app's state." Everything \
        lives in one AppStore: the signed-in user, the access token, the navigation path, \
        the draft, which field has focus, the validation message, the saved expenses.
        """),
      StorySection(
        "What happens",
        """
        The store keeps it all in one value, state: AppState, and Observation tracks \
        stored properties: state is one. The account bar reads state.userName, the form \
        reads state.draftTitle: both read state, so both depend on all of it. A keystroke \
        writes state and the account bar runs; a token refresh writes state and both run. \
        Nothing on screen shows the token.
        """),
      StorySection(
        "The rule",
        """
        Ask the four questions of each value. A draft, a focus, a validation message: \
        one screen reads them, for as long as it is open; they are that view's local \
        state (@State, @FocusState, or a model the view owns). The session and the saved \
        expenses: several features must agree on them, across screens; they are shared \
        state, each owned at the boundary where that truth lives. A store's boundary \
        should match a truth boundary, and each value it shares is its own property.
        """),
      StorySection(
        "The fix",
        """
        The draft and validation move into the form's @State; the session and the ledger \
        become two small @Observable owners, passed to the views that need them (the \
        navigation path would be a router the app owns, the focus the form's \
        @FocusState). A keystroke runs the form alone; a token refresh runs nothing. The \
        form's test needs a ledger and nothing else. The table after the verdict counts \
        a token refresh in both builds.
        """),
    ],
    ownership: Ownership(
      value: "the expense draft",
      truth: "the form's @State: nothing else reads it until Save",
      lifetime: "the screen: it goes when the form does",
      writers: "the form's field and its Save button",
      persistence: "no; the saved expense does, in the shared ledger"),
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
