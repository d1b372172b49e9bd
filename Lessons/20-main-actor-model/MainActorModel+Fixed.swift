import StateRuntime

extension MainActorModel.Fixed {
  /// FIX: the model is isolated to the main actor, where views read it.
  /// The background work is the download alone; its result comes back with
  /// an explicit hop (the `await` of the detached task's value), and the
  /// write happens on the main actor. The compiler now checks every access.
  @MainActor
  final class HeadlineStore: ObservableObject {
    @Published var headlines: [String] = []

    func refresh() async {
      let loaded = await Task.detached { await HeadlineFeed.download() }.value
      headlines = loaded
    }
  }

  struct HeadlinesScreen: View {
    @ObservedObject var store: HeadlineStore

    var body: some View {
      VStack {
        Text("Headlines: \(store.headlines.isEmpty ? "none" : store.headlines.joined(separator: " · "))")
        Button("Refresh") { Task { await store.refresh() } }
      }
    }
  }
}
