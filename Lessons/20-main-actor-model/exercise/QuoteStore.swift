import StateRuntime

/// The quote service: fetching runs off the main actor. Keep it as it is.
enum PriceFeed {
  @concurrent static func fetch(_ symbol: String) async -> String {
    "\(symbol) 101.5"
  }
}

/// The quote a screen shows. It compiles under Swift 6 only because of
/// `@unchecked Sendable`: the detached task writes `quote` off the main actor.
final class QuoteStore: ObservableObject, @unchecked Sendable {
  @Published var quote = "—"

  func refresh(_ symbol: String) async {
    await Task.detached {
      let fetched = await PriceFeed.fetch(symbol)
      self.quote = fetched
    }.value
  }
}

struct QuoteScreen: View {
  @ObservedObject var store: QuoteStore

  var body: some View {
    VStack {
      Text("Quote: \(store.quote)")
      Button("Refresh") { Task { await store.refresh("AAPL") } }
    }
  }
}
