import StateRuntime

extension BroadSummary.Fixed {
  /// The portfolio screen: a headline, the holdings, and a refresh button.
  struct PortfolioScreen: View {
    let portfolio: Portfolio

    var body: some View {
      VStack {
        // FIX 1: read the narrow properties the headline shows; a price
        // tick writes none of them, so it no longer re-runs this body.
        Text(
          "\(portfolio.selectedAccount) · \(portfolio.holdings.count) holdings · updated \(portfolio.lastRefreshed)"
        )
        HoldingsList(portfolio: portfolio)
        Button("Refresh") { portfolio.refreshed(at: "09:35") }
      }
    }
  }

  /// The positions: static between refreshes.
  struct HoldingsList: View {
    let portfolio: Portfolio

    var body: some View {
      VStack {
        ForEach(portfolio.holdings, id: \.symbol) { holding in
          Text("\(holding.symbol) × \(holding.shares)")
        }
        // FIX 2: the live part is its own small view, the only one that
        // reads prices, so only it re-runs on a tick.
        MarketValueLine(portfolio: portfolio)
      }
    }
  }

  /// The market value at the live prices.
  struct MarketValueLine: View {
    let portfolio: Portfolio

    var body: some View {
      Text("Market value: \(portfolio.marketValue)")
    }
  }
}
