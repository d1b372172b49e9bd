import LessonsPlayDriver
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
}

/// The lesson's app for each version, its outside event, the facts its steps read and its
/// verdict. Its comparison of the two versions is the end of `scenario.play`.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in AppWideStore.makeApp(variant, xcode: xcode) },
  // Whether each line the steps look for is on screen; the title field; and the views whose
  // body the step ran, which nothing outside the form should be for a keystroke or a token.
  facts: ["Signed in as Maya", "Saved: 0", "Saved: 1"].map { text in
    ScenarioFact("shows \(text)") { app in app.host.element(text) != nil ? "shown" : "not on screen" }
  } + [
    ScenarioFact("title") { app in "field \"\(app.host.element("Title")?.value ?? "(no field)")\"" },
    ScenarioFact("bodies") { app in
      let ran = Array(Set(app.bodiesOfLastAction)).sorted()
      return "re-evaluated: " + (ran.isEmpty ? "none" : ran.joined(separator: ", "))
    },
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
  })
