// The checks for the exercise 'broad-summary'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Portfolio, PortfolioScreen.

import StateRuntime

/// Whether some text on screen contains `fragment`.
@MainActor private func screen(_ host: ViewHost<PortfolioScreen>, shows fragment: String) -> Bool {
  host.elements().contains { $0.kind == .text && $0.label.contains(fragment) }
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the screen shows the owner, the holdings, the total and the refresh time") {
      let host = ViewHost(PortfolioScreen(portfolio: Portfolio()))
      for fragment in ["Ada", "2 holdings", "$1200", "09:00"] {
        try expect(
          screen(host, shows: fragment), "the screen should show \"\(fragment)\"; it shows:\n" + host.render()
        )
      }
    },
    Check("the total follows a price tick") {
      let portfolio = Portfolio()
      let host = ViewHost(PortfolioScreen(portfolio: portfolio))
      portfolio.tick("ACME", to: 110)
      host.flush()
      try expect(
        screen(host, shows: "$1300"),
        "after ACME ticks to $110 the total should read $1300; the screen shows:\n"
          + host.render(), log: host.events)
    },
    Check("a price tick does not re-evaluate PortfolioScreen") {
      let portfolio = Portfolio()
      let host = ViewHost(PortfolioScreen(portfolio: portfolio))
      host.resetCounts()
      let before = host.events.count
      portfolio.tick("ACME", to: 110)
      host.flush()
      try expectEqual(
        host.bodyCount(of: "PortfolioScreen"), 0, "PortfolioScreen body evaluations after one price tick",
        log: Array(host.events[before...]))
    },
    Check("the screen follows the owner and a refresh") {
      let portfolio = Portfolio()
      let host = ViewHost(PortfolioScreen(portfolio: portfolio))
      portfolio.owner = "Grace"
      host.flush()
      try host.tap("Refresh")
      for fragment in ["Grace", "09:05"] {
        try expect(
          screen(host, shows: fragment),
          "the screen should show \"\(fragment)\"; it shows:\n" + host.render(),
          log: host.events)
      }
    },
  ]
}
