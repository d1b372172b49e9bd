import StateRuntime

extension EnvironmentStorm.Broken {
  /// BUG: the app root reads the live price to put it in the environment,
  /// so the root depends on every tick; each tick re-runs its body and
  /// re-creates the whole screen under it.
  struct TradingApp: View {
    let feed: PriceFeed

    var body: some View {
      NavigationStack {
        VStack {
          AccountSummary(onOpenStatement: {})
          Ticker()
        }
      }
      .environment(\.lastPrice, feed.lastPrice)
    }
  }

  /// Like many real views, it takes a closure: closures cannot be compared,
  /// so whenever its parent's body runs, so does its own.
  struct AccountSummary: View {
    let onOpenStatement: @MainActor () -> Void

    var body: some View {
      VStack {
        Text("Brokerage account")
        Button("Open statement", action: onOpenStatement)
      }
    }
  }

  struct Ticker: View {
    @Environment(\.lastPrice) private var lastPrice

    var body: some View {
      Text("ACME \(lastPrice / 100).\(lastPrice % 100)")
    }
  }
}
