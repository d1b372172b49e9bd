import StateRuntime

extension PhaseEnum.Fixed {
  /// FIX: one enum holds the phase, so impossible combinations cannot be
  /// written down; derived flags (`canRetry`) are computed, never stored.
  enum Phase: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)
  }

  @MainActor @Observable
  final class FeedLoader {
    var phase = Phase.idle

    var canRetry: Bool {
      if case .loading = phase { false } else { true }
    }

    func reload() {
      phase = .loading
    }

    func receive(_ posts: [String]) {
      phase = .loaded(posts)
    }

    func fail(_ message: String) {
      phase = .failed(message)
    }

    func retry() {
      phase = .loading
    }
  }

  struct FeedScreen: View {
    let loader: FeedLoader

    var body: some View {
      VStack {
        switch loader.phase {
        case .idle: EmptyView()
        case .loading: Text("Loading…")
        case .failed(let message): Text("Error: \(message)")
        case .loaded(let posts): ForEach(posts, id: \.self) { post in Text(post) }
        }
        Button("Retry") { loader.retry() }
          .disabled(!loader.canRetry)
      }
    }
  }
}
