import StateRuntime

extension BroadSummary.Broken {
  /// The portfolio screen: a headline, the holdings, and a refresh button.
  struct PortfolioScreen: View {
    let portfolio: Portfolio

    var body: some View {
      VStack {
        // BUG: the headline needs the account, the count and the refresh
        // time, but `summary` also computes the market value from the live
        // prices. Observation records every read the getter makes, so this
        // whole screen now depends on prices and re-runs on every tick.
        Text(portfolio.summary.headline)
        HoldingsList(portfolio: portfolio)
        Button("Refresh") { portfolio.refreshed(at: "09:35") }
      }
    }
  }

  /// The positions and their market value.
  struct HoldingsList: View {
    let portfolio: Portfolio

    var body: some View {
      VStack {
        ForEach(portfolio.holdings, id: \.symbol) { holding in
          Text("\(holding.symbol) × \(holding.shares)")
        }
        Text("Market value: \(portfolio.marketValue)")
      }
    }
  }
}
