import StateRuntime

extension DerivedState.Broken {
  /// BUG: `sortedPosts` is a stored copy of something computable from
  /// `posts`, and only `reload()` refreshes it. Any other writer (a live
  /// update) changes `posts` and leaves the copy behind: two values that
  /// should agree, with no rule making them.
  @MainActor @Observable
  final class Feed {
    var posts = samplePosts
    var sortedPosts: [Post] = []
    @ObservationIgnored private(set) var sorts = 0

    init() {
      reload()
    }

    func reload() {
      sortedPosts = posts.sorted { $0.minute > $1.minute }
      sorts += 1
    }

    /// A live update pushes a new post.
    func receive(_ post: Post) {
      posts.append(post)
    }
  }

  struct FeedScreen: View {
    let feed: Feed
    let clock: WallClock

    var body: some View {
      VStack {
        Text("It is \(clock.minute / 60):\(clock.minute % 60)")
        ForEach(feed.sortedPosts) { post in
          Text(post.title)
        }
      }
    }
  }
}
