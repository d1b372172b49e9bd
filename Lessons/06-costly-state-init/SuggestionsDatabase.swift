import StateRuntime

/// Stands in for an expensive resource: opening it is the work we count.
@MainActor
final class SuggestionsDatabase {
  private(set) var opens = 0

  func open() -> [String] {
    opens += 1
    return ["swift", "swiftui", "swift testing"]
  }
}

/// The search screen's own state, shared by both versions.
@MainActor @Observable
final class SearchQuery {
  var text = ""
}
