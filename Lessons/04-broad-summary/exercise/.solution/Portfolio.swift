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

  /// A new price from the feed.
  func tick(_ symbol: String, to price: Int) {
    prices[symbol] = price
  }

  /// A manual refresh at `time`.
  func refresh(at time: String) {
    lastRefresh = time
  }
}

/// The portfolio screen. Its body reads only what rarely changes; the live total
/// lives in its own view, so a price tick never re-evaluates this one.
struct PortfolioScreen: View {
  let portfolio: Portfolio

  var body: some View {
    VStack {
      Text("\(portfolio.owner): \(portfolio.holdings.count) holdings, refreshed \(portfolio.lastRefresh)")
      TotalValueLine(portfolio: portfolio)
      ForEach(portfolio.holdings) { holding in
        HoldingRow(holding: holding, portfolio: portfolio)
      }
      Button("Refresh") { portfolio.refresh(at: "09:05") }
    }
  }
}

/// The live part of the header: depends on the prices, and on nothing else it shows.
struct TotalValueLine: View {
  let portfolio: Portfolio

  var body: some View {
    Text("Worth $\(portfolio.totalValue)")
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
