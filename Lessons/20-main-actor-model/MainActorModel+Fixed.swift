import StateRuntime

extension MainActorModel.Fixed {
  /// FIX: the model is isolated to the main actor, where views read it.
  /// The background work is the download alone: `HeadlineFeed.download()` is
  /// `@concurrent`, so awaiting it leaves the main actor, and the write after
  /// the `await` is back on it. No `Task.detached`: an awaited call stays a
  /// child of the caller's task, so cancelling the refresh cancels the
  /// download too. The compiler now checks every access.
  @MainActor
  final class HeadlineStore: ObservableObject {
    @Published var headlines: [String] = []

    func refresh() async {
      let loaded = await HeadlineFeed.download()
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
