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
    // PriceFeed.fetch is @concurrent: awaiting it runs it off the main actor,
    // and cancelling this refresh cancels it (a detached task would not be).
    let fetched = await PriceFeed.fetch(symbol)
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
