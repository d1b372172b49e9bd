import StateRuntime

extension EnvironmentStorm.Fixed {
  /// FIX: the root passes the feed object down, narrowly, to the subtree
  /// that shows the price. It reads no price itself, so ticks never reach it.
  struct TradingApp: View {
    let feed: PriceFeed
    @State private var isStatementOpen = false

    var body: some View {
      NavigationStack {
        VStack {
          AccountSummary(onOpenStatement: { isStatementOpen = true })
          if isStatementOpen {
            Text("Statement for March")
          }
          Ticker()
            .environment(feed)
        }
      }
    }
  }

  struct AccountSummary: View {
    let onOpenStatement: @MainActor () -> Void

    var body: some View {
      VStack {
        Text("Brokerage account")
        Button("Open statement", action: onOpenStatement)
      }
    }
  }

  /// Reads the price from the feed: the only view that depends on ticks.
  struct Ticker: View {
    @Environment(PriceFeed.self) private var feed

    var body: some View {
      Text("ACME \(feed.lastPrice / 100).\(feed.lastPrice % 100)")
    }
  }
}
