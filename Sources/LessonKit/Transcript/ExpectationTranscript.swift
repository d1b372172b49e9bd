/// One expectation, checked.
package struct ExpectationTranscript: Codable, Sendable, Hashable {
  /// How an expectation turned out, relative to the lesson's claim.
  package enum Outcome: String, Codable, Sendable, Hashable {
    /// It held.
    case holds
    /// It failed where the lesson says the bug shows.
    case bugShown = "bug-shown"
    /// It failed unexpectedly, or the bug was expected and did not show.
    case unexpected
  }

  package let description: String
  package let holds: Bool
  package let observed: String
  package let revealsBug: Bool
  package let outcome: Outcome
  /// The line the terminal transcript prints for it.
  package let line: String
}
