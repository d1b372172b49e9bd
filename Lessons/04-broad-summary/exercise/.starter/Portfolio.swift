import StateRuntime

/// One position in the portfolio.
struct Holding: Identifiable, Equatable {
  let symbol: String
  let shares: Int
  var id: String { symbol }
}

/// The investor's portfolio, with live prices.
///
/// Who writes `prices`? The price feed, many times a second.
/// Who reads them? Whatever shows a value: keep that set small.
@Observable final class Portfolio {
  var owner = "Ada"
  var holdings = [Holding(symbol: "ACME", shares: 10), Holding(symbol: "GLOBEX", shares: 5)]
  var prices: [String: Int] = ["ACME": 100, "GLOBEX": 40]
  var lastRefresh = "09:00"

  /// The value of every holding at the current prices, in whole dollars.
  var totalValue: Int {
    holdings.reduce(0) { $0 + $1.shares * (prices[$1.symbol] ?? 0) }
  }

  /// Everything the header shows, in one handy line.
  var summary: String {
    "\(owner): \(holdings.count) holdings worth $\(totalValue), refreshed \(lastRefresh)"
  }

  /// A new price from the feed.
  func tick(_ symbol: String, to price: Int) {
    prices[symbol] = price
  }

  /// A manual refresh at `time`.
  func refresh(at time: String) {
    lastRefresh = time
  }
}

/// The portfolio screen.
struct PortfolioScreen: View {
  let portfolio: Portfolio

  var body: some View {
    VStack {
      Text(portfolio.summary)
      ForEach(portfolio.holdings) { holding in
        HoldingRow(holding: holding, portfolio: portfolio)
      }
      Button("Refresh") { portfolio.refresh(at: "09:05") }
    }
  }
}

/// One holding with its live price.
struct HoldingRow: View {
  let holding: Holding
  let portfolio: Portfolio

  var body: some View {
    Text("\(holding.symbol): \(holding.shares) × $\(portfolio.prices[holding.symbol] ?? 0)")
  }
}
