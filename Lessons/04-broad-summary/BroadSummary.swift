import LessonsPlayDriver
import StateRuntime

/// Lesson 4: an over-broad summary property.
enum BroadSummary {
  enum Broken {}
  /// The narrow fix alone, for the comparison.
  enum Narrow {}
  enum Fixed {}

  /// The three builds the lesson counts side by side.
  enum Build: String, CaseIterable {
    case broad
    case narrow
    case extracted
  }

  /// Mounts one build on a fresh portfolio, with its outside events and facts.
  @MainActor
  static func makeApp(_ build: Build, xcode: XcodeRelease) -> LessonApp {
    let portfolio = Portfolio()
    let events = [
      OutsideEvent("tick", "the market feed moves every price") { portfolio.tick() }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "portfolio.marketValue": { "\(portfolio.marketValue)" },
      "portfolio.lastRefreshed": { portfolio.lastRefreshed },
    ]
    switch build {
    case .broad:
      return LessonApp(
        Broken.PortfolioScreen(portfolio: portfolio), xcode: xcode, events: events, facts: facts)
    case .narrow:
      return LessonApp(
        Narrow.PortfolioScreen(portfolio: portfolio), xcode: xcode, events: events, facts: facts)
    case .extracted:
      return LessonApp(
        Fixed.PortfolioScreen(portfolio: portfolio), xcode: xcode, events: events, facts: facts)
    }
  }
}

/// The lesson's app for each version, with the narrow fix alone as a third build for the
/// comparison that ends `scenario.play`, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    BroadSummary.makeApp(variant == .broken ? .broad : .extracted, xcode: xcode)
  },
  facts: [
    // The headline, which shows no price.
    ScenarioFact("headline") { app in "\"\(app.host.element("Brokerage")?.label ?? "(no headline)")\"" },
    // The market value line, which shows the prices.
    ScenarioFact("market-value") { app in
      "\"\(app.host.element("Market value")?.label ?? "(no market value)")\""
    },
    // How often the screen's own body has run since mount.
    ScenarioFact("screen-bodies") { app in
      let runs = app.host.changes.filter { $0.view == "PortfolioScreen" }.count
      return runs == 1
        ? "PortfolioScreen body ran once, at mount"
        : "PortfolioScreen body ran \(runs) times, 1 of them at mount"
    },
  ],
  verdict: { app, _ in BroadSummary.verdict(from: app) },
  builds: BroadSummary.Build.allCases.map { build in
    ComparisonBuild(build.rawValue) { xcode in BroadSummary.makeApp(build, xcode: xcode) }
  })

extension BroadSummary {
  /// Says which bodies the price ticks re-ran, from the runtime's events.
  @MainActor
  static func verdict(from app: LessonApp) -> String {
    var ticksReaching: [String: Int] = [:]
    for event in app.host.events {
      if case .dependencyFired(let view, _, let property) = event, property == "Portfolio.pricesInCents" {
        ticksReaching[view, default: 0] += 1
      }
    }
    let screen = ticksReaching["PortfolioScreen", default: 0]
    let readers = ticksReaching.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    if screen > 0 {
      return
        "Price ticks invalidated PortfolioScreen \(screen) times, a screen whose headline shows no price: "
        + "its body read portfolio.summary, and summary's getter reads Portfolio.pricesInCents. "
        + "Observation tracked exactly what was read; what was read was too broad. "
        + "Price notifications per view: \(readers.joined(separator: ", "))."
    }
    let reran = ticksReaching.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) times)" }
    return "Price ticks never reached PortfolioScreen; the only view they re-ran was "
      + reran.joined(separator: ", ") + ", the small view that shows a price."
  }
}
