/// One expectation, checked.
public struct ExpectationTranscript: Codable, Sendable, Hashable {
  /// How an expectation turned out, relative to the lesson's claim.
  public enum Outcome: String, Codable, Sendable, Hashable {
    /// It held.
    case holds
    /// It failed where the lesson says the bug shows.
    case bugShown = "bug-shown"
    /// It failed unexpectedly, or the bug was expected and did not show.
    case unexpected
  }

  public let description: String
  public let holds: Bool
  public let observed: String
  public let revealsBug: Bool
  public let outcome: Outcome
  /// The line the terminal transcript prints for it.
  public let line: String
}
