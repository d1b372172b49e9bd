import StateRuntime

/// The quote service: fetching runs off the main actor. Keep it as it is.
enum PriceFeed {
  @concurrent static func fetch(_ symbol: String) async -> String {
    "\(symbol) 101.5"
  }
}

/// The quote a screen shows: main-actor state. The fetch runs in the
/// background; the write happens after the hop back to the main actor.
@MainActor
final class QuoteStore: ObservableObject {
  @Published var quote = "—"

  func refresh(_ symbol: String) async {
    let fetched = await Task.detached { await PriceFeed.fetch(symbol) }.value
    quote = fetched
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
