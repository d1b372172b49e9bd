import StateRuntime

/// An article in the reading list: saved from a feed, read or not yet.
@Model
final class Article {
  var title: String
  var isRead: Bool

  init(title: String, isRead: Bool = false) {
    self.title = title
    self.isRead = isRead
  }
}

/// The feed the importer downloads from: three new articles each refresh.
enum Feed {
  static let latest = [
    "Tides of the North Sea",
    "A field guide to lichens",
    "Why bread rises",
  ]

  /// An in-memory container holding what the list had saved before this launch: one
  /// article already read, one not.
  @MainActor
  static func makeContainer() -> ModelContainer {
    let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
    let container = try! ModelContainer(for: Article.self, configurations: configuration)
    container.mainContext.insert(Article(title: "Welcome to your reading list", isRead: true))
    container.mainContext.insert(Article(title: "How maps lie"))
    try? container.mainContext.save()
    return container
  }

  /// How many articles the store holds, as a context that has made no changes of its own
  /// fetches them: what has been saved, and nothing still pending in any context.
  @MainActor
  static func savedCount(in container: ModelContainer) -> Int {
    (try? ModelContext(container).fetchCount(FetchDescriptor<Article>())) ?? -1
  }
}
