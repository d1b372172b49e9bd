import Testing

@testable import StateRuntime

/// The tracking macOS gets (Observation's public `withObservationTracking`, one-shot,
/// no changed key path), run here with the SPI form turned off: the same views are
/// invalidated as with the SPI, and the log says the property is unknown.
@MainActor
struct DependencyTrackingTests {
  @Observable final class StockBook {
    var price = 10
    var title = "Savings"
  }

  struct Price: View {
    let portfolio: StockBook
    var body: some View { Text("price \(portfolio.price)") }
  }

  struct Summary: View {
    let portfolio: StockBook
    var body: some View {
      VStack {
        Text(portfolio.title)
        Price(portfolio: portfolio)
      }
    }
  }

  @Test func thisPlatformSaysWhetherItNamesTheChangedProperty() {
    #if os(Linux)
      #expect(DependencyTracking.Naming.platformNamesChangedProperties)
    #else
      #expect(!DependencyTracking.Naming.platformNamesChangedProperties)
    #endif
  }

  @Test func thePublicFormInvalidatesExactlyTheReadersAndNamesNoProperty() {
    DependencyTracking.Naming.$namesChangedProperties.withValue(false) {
      let portfolio = StockBook()
      let host = ViewHost(Summary(portfolio: portfolio))
      host.resetCounts()
      portfolio.price = 11
      host.flush()
      #expect(host.bodyCount(of: "Price") == 1)
      #expect(host.bodyCount(of: "Summary") == 0)
      #expect(host.fired() == ["Price <- an observed property"])
    }
  }

  /// One-shot registrations are re-armed by the body that runs again: every later write still counts.
  @Test func thePublicFormKeepsTrackingAfterTheFirstChange() {
    DependencyTracking.Naming.$namesChangedProperties.withValue(false) {
      let portfolio = StockBook()
      let host = ViewHost(Summary(portfolio: portfolio))
      host.resetCounts()
      for tick in 1...4 {
        portfolio.price = 10 + tick
        host.flush()
      }
      portfolio.title = "Pension"
      host.flush()
      #expect(host.bodyCount(of: "Price") == 4)
      #expect(host.bodyCount(of: "Summary") == 1)
      #expect(host.fired().count == 5)
    }
  }

  @Test func theSPIFormNamesTheProperty() {
    guard DependencyTracking.Naming.platformNamesChangedProperties else { return }
    let portfolio = StockBook()
    let host = ViewHost(Summary(portfolio: portfolio))
    portfolio.price = 11
    host.flush()
    #expect(host.fired() == ["Price <- StockBook.price"])
  }
}
