import StateRuntime

/// A position in the account.
struct Holding: Hashable, Sendable {
  let symbol: String
  let shares: Int
}

/// The header's facts at a glance, built by ``Portfolio/summary``.
struct PortfolioSummary: Hashable, Sendable {
  let account: String
  let holdingCount: Int
  let refreshed: String
  let marketValue: Money

  var headline: String { "\(account) · \(holdingCount) holdings · updated \(refreshed)" }
}

/// A brokerage account: balances, the selected account, when it was last
/// refreshed, and live prices that tick several times a second.
@MainActor @Observable
final class Portfolio {
  var selectedAccount = "Brokerage"
  var holdings = [
    Holding(symbol: "AAPL", shares: 10), Holding(symbol: "MSFT", shares: 4),
    Holding(symbol: "VWRL", shares: 25),
  ]
  var lastRefreshed = "09:30"
  /// Live prices in cents, by symbol. Written on every tick.
  var pricesInCents = ["AAPL": 23_150, "MSFT": 41_020, "VWRL": 11_875]
  @ObservationIgnored private var ticks = 0

  /// Everything the header could want, in one call. Convenient, and it
  /// reads every property above: whoever reads `summary` depends on all of
  /// them, live prices included.
  var summary: PortfolioSummary {
    PortfolioSummary(
      account: selectedAccount, holdingCount: holdings.count, refreshed: lastRefreshed,
      marketValue: marketValue)
  }

  /// The value of every holding at the live prices.
  var marketValue: Money {
    Money(cents: holdings.reduce(0) { $0 + $1.shares * (pricesInCents[$1.symbol] ?? 0) })
  }

  /// A price tick from the market feed: every price moves a little.
  func tick() {
    // A fixed pattern, not random numbers: every run prints the same log.
    let moves = [12, -7, 5, -3, 9]
    var prices = pricesInCents
    for (offset, holding) in holdings.enumerated() {
      prices[holding.symbol, default: 0] += moves[(ticks + offset) % moves.count]
    }
    pricesInCents = prices
    ticks += 1
  }

  /// A background refresh of balances finished.
  func refreshed(at time: String) {
    lastRefreshed = time
  }
}

/// An amount of money in cents, printed as dollars.
struct Money: Hashable, Sendable, CustomStringConvertible {
  let cents: Int

  var description: String {
    let dollars = String(cents / 100)
    var grouped = ""
    for (index, digit) in dollars.reversed().enumerated() {
      if index > 0 && index % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    let remainder = cents % 100
    return "$" + String(grouped.reversed()) + "." + (remainder < 10 ? "0" : "") + String(remainder)
  }
}
