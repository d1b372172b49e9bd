import StateRuntime

extension PhaseEnum.Broken {
  /// BUG: three independent flags describe one thing, the loader's phase.
  /// Nothing stops `isLoading` and `errorMessage` being set together, and one
  /// forgotten reset makes the screen show a spinner and an error at once.
  @MainActor @Observable
  final class FeedLoader {
    var isLoading = false
    var errorMessage: String?
    var posts: [String] = []

    func reload() {
      isLoading = true
    }

    func receive(_ posts: [String]) {
      self.posts = posts
      isLoading = false
    }

    func fail(_ message: String) {
      errorMessage = message
      // The bug a bag of booleans invites: isLoading is left true.
    }

    func retry() {
      isLoading = true
      // ...and the old error is left showing.
    }
  }

  struct FeedScreen: View {
    let loader: FeedLoader

    var body: some View {
      VStack {
        if loader.isLoading { Text("Loading…") }
        if let message = loader.errorMessage { Text("Error: \(message)") }
        ForEach(loader.posts, id: \.self) { post in Text(post) }
        Button("Retry") { loader.retry() }
          .disabled(loader.isLoading)
      }
    }
  }
}
