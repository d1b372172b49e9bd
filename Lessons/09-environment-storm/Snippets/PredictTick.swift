import LessonsPlayDriver
import StateRuntime

/// A live quote that ticks several times a second.
@MainActor @Observable
final class PriceFeed {
  var lastPrice = 18_950

  func tick() {
    lastPrice += 5
  }
}

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

let lessonScenario = Scenario(makeApp: { _, xcode in
  let feed = PriceFeed()
  return LessonApp(
    TradingApp(feed: feed), xcode: xcode,
    events: [OutsideEvent("tick", "the market feed delivers a new price") { feed.tick() }])
})
