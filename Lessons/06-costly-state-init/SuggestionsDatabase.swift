import StateRuntime

/// Stands in for an expensive resource: opening it is the work we count.
///
/// The broken app reaches it as `SuggestionsDatabase.shared`, as apps reach
/// their one on-disk store: that is what lets a model open it in a plain
/// `init()`, and so in a `@State` declaration's own initial value. The fixed
/// app hands it to the panel, which a test can do with a fake.
@MainActor
final class SuggestionsDatabase {
  /// The app's database. Each mounted app of the lesson installs its own before
  /// every action, so apps side by side each count from zero.
  static var shared = SuggestionsDatabase()

  private(set) var opens = 0

  func open() -> [String] {
    opens += 1
    return ["swift", "swiftui", "swift testing"]
  }
}

/// The user's recent searches, read from disk: loading them is the other work we count.
@MainActor
final class SearchHistory {
  private(set) var loads = 0

  func load() -> [String] {
    loads += 1
    return ["swift concurrency", "observation"]
  }
}

/// The search screen's own state, shared by every version.
@MainActor @Observable
final class SearchQuery {
  var text = ""
}
