import StateRuntime

extension DerivedState.Fixed {
  /// FIX: the sorted list is derived at the write, with exactly one writer:
  /// `posts.didSet`. It is a cache with a rule, so it cannot drift, and the
  /// sort runs once per change of the posts, not once per body evaluation.
  @MainActor @Observable
  final class Feed {
    var posts: [Post] {
      didSet { sortPosts() }
    }
    private(set) var sortedPosts: [Post] = []
    @ObservationIgnored private(set) var sorts = 0

    init() {
      posts = samplePosts
      sortPosts()
    }

    func reload() {
      sortPosts()
    }

    /// A live update pushes a new post.
    func receive(_ post: Post) {
      posts.append(post)
    }

    private func sortPosts() {
      sortedPosts = posts.sorted { $0.minute > $1.minute }
      sorts += 1
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
