import StateRuntime

extension EnvironmentStorm.Broken {
  /// BUG: the app root reads the live price to put it in the environment,
  /// so the root depends on every tick; each tick re-runs its body and
  /// re-creates the whole screen under it.
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
        }
      }
      .environment(\.lastPrice, feed.lastPrice)
    }
  }

  /// Like many real views, it takes a closure. This one captures the root's
  /// state, so each run of the root's body makes a new closure context: the
  /// view counts as changed and runs again whenever its parent does. (A
  /// literal that captures nothing has been observed to compare equal, as
  /// the runtime models it; Apple does not document closure comparison.)
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
