import StateRuntime

/// A live quote that ticks several times a second.
@MainActor @Observable
final class PriceFeed {
  var lastPrice = 18_950

  func tick() {
    lastPrice += 5
  }
}

private struct LastPriceKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  /// The latest price, in cents, for views that show it.
  var lastPrice: Int {
    get { self[LastPriceKey.self] }
    set { self[LastPriceKey.self] = newValue }
  }
}
