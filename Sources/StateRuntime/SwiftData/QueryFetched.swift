/// A SwiftData `@Query` fetched: first, when its view's body read it, or again after changes
/// in its context, with the changes that made it stale.
public struct QueryFetched: Hashable, Sendable, Codable {
  /// The view whose property the query is (`VoyageList`).
  public let view: String
  public let path: String
  /// The property as `_printChanges()` names it (`_trips`).
  public let property: String
  /// The model type fetched (`Voyage`).
  public let entity: String
  /// `main` for the container's main context, `other` for a context of its own.
  public let context: String
  /// Why it fetched again, in the log's words (`Voyage inserted`, `Voyage.name changed`,
  /// `another context's save merged (1 inserted)`); empty for the first fetch.
  public let reasons: [String]
  /// How many models the previous fetch found; `nil` for the first fetch.
  public let previousCount: Int?
  /// How many models this fetch found.
  public let count: Int

  /// `⛁ VoyageList._trips re-fetched (Voyage inserted): 2 → 3 Voyage`: what fetched, why, and how
  /// many it found.
  var logLine: String {
    let place = "  [\(path)]"
    guard let previousCount else {
      return "⛁ \(view).\(property) fetched \(count) \(entity)\(place)"
    }
    let why = reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"
    return "⛁ \(view).\(property) re-fetched\(why): \(previousCount) → \(count) \(entity)\(place)"
  }
}
