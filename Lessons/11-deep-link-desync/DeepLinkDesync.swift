import LessonsPlayDriver
import StateRuntime

/// Lesson 11: one value, three screens (the deep-link desync).
enum DeepLinkDesync {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let router = AppRouter()
    let events = [
      OutsideEvent("deep-link", "a notification opens bank://accounts/Brokerage") {
        router.open(account: "Brokerage")
      }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "router.selectedAccount": {
        router.selectedAccount
      }
    ]
    switch variant {
    case .broken:
      return LessonApp(
        DeepLinkDesync.Broken.AccountsScreen(router: router), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        DeepLinkDesync.Fixed.AccountsScreen(router: router), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // Every reader of the selection: the header, the filter, and the router that deep links write.
    ScenarioFact("readers") { app in
      let header = app.host.element("Account:")?.label ?? "(no header)"
      let filter = app.host.element("Showing transactions")?.label ?? "(no filter)"
      return "header \"\(header)\", filter \"\(filter)\", router \(app.fact("router.selectedAccount"))"
    }
  ],
  verdict: { app, _ in
    let header = app.host.element("Account:")?.label ?? "(no header)"
    let owner = app.fact("router.selectedAccount")
    if !header.hasSuffix(owner) {
      return "The router selected \(owner) from the deep link, but the screen shows \"\(header)\": the "
        + "selection lived in AccountsScreen's @State, a copy the deep link never reaches. Taps and deep "
        + "links changed two different owners."
    }
    return
      "The router holds \(owner) and the screen shows \"\(header)\": taps and the deep link change the "
      + "same value, and every reader follows it."
  })
