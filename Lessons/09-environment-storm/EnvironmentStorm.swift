import LessonKit
import StateRuntime

/// Lesson 9: environment breadth times frequency.
enum EnvironmentStorm {
  enum Broken {}
  enum Fixed {}
}

extension EnvironmentStorm {
  static let lesson = Lesson(
    id: "environment-storm",
    title: "A live value at the app root",
    summary: "A price that ticks, injected at the root, re-runs the root and everything it rebuilds.",
    story: [
      StorySection(
        "The warm phone",
        """
        "The trading app gets warm and janky whenever the market is open, even \
        on the account screen, which shows one price." The price ticks five \
        times a second, and it was put in the environment at the top of the app.
        """),
      StorySection(
        "What happens",
        """
        To write .environment(\\.lastPrice, feed.lastPrice), the root's body \
        reads feed.lastPrice, so the root depends on it. Every tick re-runs the \
        root's body, which re-creates every view under it. Views with equal \
        inputs are skipped. AccountSummary is handed a closure that captures the \
        root's state ({ isStatementOpen = true }): each run of the root's body makes \
        a new closure context, so AccountSummary counts as changed and runs again. \
        (Observed, not documented: a closure literal that captures nothing has been \
        seen to compare equal and let the body be skipped; josharnold.me, "View \
        Invalidation", and the runtime models that. Apple says nothing either way, so \
        the common rule "a closure in a view defeats diffing" is the safe one to code by.)
        """),
      StorySection(
        "The rule",
        """
        The environment suits values many views read and that change rarely: \
        theme, locale, session, router. Breadth times frequency is the cost. A \
        value that changes many times a second belongs at the narrowest subtree \
        that shows it, and is best read there, from an @Observable.
        """),
      StorySection(
        "The fix",
        """
        The root hands the feed object to the ticker's subtree with \
        .environment(feed) and reads nothing from it. Ticker reads \
        feed.lastPrice; it is the only view a tick re-evaluates.
        """),
    ],
    ownership: Ownership(
      value: "the live price",
      truth: "PriceFeed, fed by the market connection",
      lifetime: "the session: while the app is connected",
      writers: "the market feed only; views just show it",
      persistence: "no: it is always fresh from the feed"),
    code: LessonCode(
      broken: ["EnvironmentStorm+Broken.swift"],
      fixed: ["EnvironmentStorm+Fixed.swift"],
      shared: ["PriceFeed.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        let feed = PriceFeed()
        let events = [OutsideEvent("tick", "the market feed delivers a new price") { feed.tick() }]
        switch variant {
        case .broken:
          return LessonApp(EnvironmentStorm.Broken.TradingApp(feed: feed), xcode: xcode, events: events)
        case .fixed:
          return LessonApp(EnvironmentStorm.Fixed.TradingApp(feed: feed), xcode: xcode, events: events)
        }
      },
      steps: [
        ScenarioStep(
          "Open the app", .mount,
          expect: [tickerShows("ACME 189.50")]),
        ScenarioStep(
          "Five price ticks", .repeated(.event("tick"), times: 5),
          expect: [
            tickerShows("ACME 189.75"),
            Expectation("ticks re-evaluate only the ticker", revealsBug: true) { app in
              let ranAfterMount = Set(app.host.changes.filter { $0.pass > 1 }.map(\.view)).sorted()
              return Expectation.Observation(
                holds: ranAfterMount == ["Ticker"],
                observed: "re-evaluated: \(ranAfterMount.joined(separator: ", "))")
            },
          ]),
      ],
      verdict: { app, _ in
        let counts = Dictionary(grouping: app.host.changes.filter { $0.pass > 1 }, by: \.view).mapValues(
          \.count)
        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)×" }.joined(
          separator: ", ")
        if counts.keys.contains("TradingApp") {
          let summaryRan =
            counts.keys.contains("AccountSummary")
            ? ", and AccountSummary, handed a closure that captures the root's state (a new closure "
              + "context each time), ran with it"
            : ""
          return
            "Five ticks re-evaluated \(summary): the root read the price to inject it, so every tick re-ran "
            + "the root\(summaryRan)."
        }
        return "Five ticks re-evaluated \(summary): only the view that shows the price depends on it."
      }),
    quiz: quiz)

  private static func tickerShows(_ text: String) -> Expectation {
    Expectation("the ticker shows \(text)") { app in
      let shown = app.host.element("ACME")?.label ?? "(no ticker)"
      return .equal(shown, text, "\"\(shown)\"")
    }
  }
}
