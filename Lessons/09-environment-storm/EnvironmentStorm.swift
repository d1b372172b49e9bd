import LessonsPlayDriver
import StateRuntime

/// Lesson 9: environment breadth times frequency.
enum EnvironmentStorm {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
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
  facts: [
    // The price line the ticker shows.
    ScenarioFact("ticker") { app in "\"\(app.host.element("ACME")?.label ?? "(no ticker)")\"" },
    // Every view whose body ran after the mount: only the one that shows the price should.
    ScenarioFact("re-evaluated") { app in
      let ranAfterMount = Set(app.host.changes.filter { $0.pass > 1 }.map(\.view)).sorted()
      return "re-evaluated: \(ranAfterMount.joined(separator: ", "))"
    },
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
  })
