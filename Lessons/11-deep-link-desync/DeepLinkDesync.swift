import LessonKit
import StateRuntime

/// Lesson 11: one value, three screens (the deep-link desync).
enum DeepLinkDesync {
  enum Broken {}
  enum Fixed {}
}

extension DeepLinkDesync {
  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["DeepLinkDesync+Broken.swift"],
      fixed: ["DeepLinkDesync+Fixed.swift"],
      shared: ["AppRouter.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
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
      steps: [
        ScenarioStep("Open the accounts screen", .mount, expect: [everyReaderShows("Checking")]),
        ScenarioStep("Pick Savings", .tap("Savings"), expect: [everyReaderShows("Savings", afterTap: true)]),
        ScenarioStep(
          "A notification deep-links to Brokerage", .event("deep-link"),
          expect: [everyReaderShows("Brokerage", revealsBug: true)]),
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
      }),
    quiz: quiz)

  /// Holds when the header and the filter both show `account`, and the router holds it.
  private static func everyReaderShows(
    _ account: String, afterTap: Bool = false, revealsBug: Bool = false
  ) -> Expectation {
    let description =
      afterTap
      ? "the header and the filter follow the pick"
      : "the header, the filter and the router agree on \(account)"
    return Expectation(description, revealsBug: revealsBug) { app in
      let header = app.host.element("Account:")?.label ?? "(no header)"
      let filter =
        app.host.element("Showing transactions")?.label ?? "(no filter)"
      let owner = app.fact("router.selectedAccount")
      let readersAgree = header == "Account: \(account)" && filter == "Showing transactions of \(account)"
      return Expectation.Observation(
        holds: afterTap ? readersAgree : readersAgree && owner == account,
        observed: "header \"\(header)\", filter \"\(filter)\", router \(owner)")
    }
  }
}
