import StateRuntime

extension MainActorModel.Broken {
  /// BUG: the model has no actor. Swift 6 refused the background write
  /// ("non-Sendable type 'HeadlineStore' ... cannot exit main actor-isolated
  /// context"), so someone silenced it with @unchecked Sendable. Now the
  /// detached task stores the headlines on a background thread, and the
  /// published change is announced there.
  final class HeadlineStore: ObservableObject, @unchecked Sendable {
    @Published var headlines: [String] = []

    func refresh() async {
      await Task.detached {
        let loaded = await HeadlineFeed.download()
        self.headlines = loaded
      }.value
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
