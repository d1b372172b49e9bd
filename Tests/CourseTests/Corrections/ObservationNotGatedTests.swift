import StateRuntime
import Testing

/// Lessons 4 and 13 answer "make the view Equatable" with: Observation
/// invalidates the body directly, and `==` gates nothing. Checked against a
/// run with a view that holds a class reference (so SwiftUI would use its
/// `==`), whose `==` always says "equal", even forced with `.equatable()`.
@MainActor
struct ObservationNotGatedTests {
  @MainActor @Observable final class PriceTicker {
    var price = 100
  }

  struct PriceView: View, Equatable {
    let ticker: PriceTicker
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
    var body: some View { Text("Price: \(ticker.price)") }
  }

  struct Screen: View {
    let ticker: PriceTicker
    var forced: Bool
    var body: some View {
      if forced {
        PriceView(ticker: ticker).equatable()
      } else {
        PriceView(ticker: ticker)
      }
    }
  }

  @Test(arguments: [false, true])
  func aFiredDependencyRunsAnEquatableViewsBody(forced: Bool) {
    let ticker = PriceTicker()
    let host = ViewHost(Screen(ticker: ticker, forced: forced))
    host.resetCounts()
    ticker.price = 101
    host.flush()
    #expect(host.bodyCount(of: "PriceView") == 1)
    #expect(host.element("Price: 101") != nil)
  }
}
