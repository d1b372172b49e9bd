import StateRuntime

// The first step of the fix, kept so the lesson can count it: the screen
// reads only what its headline shows. Price ticks no longer reach it, but
// the holdings list still shows the live value and re-runs on every tick.
extension BroadSummary.Narrow {
  /// The portfolio screen, reading narrow properties.
  struct PortfolioScreen: View {
    let portfolio: Portfolio

    var body: some View {
      VStack {
        Text(
          "\(portfolio.selectedAccount) · \(portfolio.holdings.count) holdings · updated \(portfolio.lastRefreshed)"
        )
        HoldingsList(portfolio: portfolio)
        Button("Refresh") { portfolio.refreshed(at: "09:35") }
      }
    }
  }

  /// Unchanged from the broken version: the list still reads live prices.
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
