import StateRuntime

extension MainActorModel.Broken {
  /// BUG: the model has no actor. Without @unchecked Sendable, swiftc 6.3.1
  /// in Swift 6 mode rejects this file when it compiles it (to SIL or an
  /// object; `-typecheck` reports nothing): "passing closure as a 'sending'
  /// parameter risks causing data races between code in the current task and
  /// concurrent execution of the closure" at Task.detached, and "sending
  /// 'self.store' risks causing data races" at the Refresh button. Someone
  /// silenced both with @unchecked Sendable. Now the detached task stores the
  /// headlines on a background thread, and the published change is
  /// announced there.
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
