/// A line of a scenario transcript, tagged so the shell can style it.
package struct TranscriptLine: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    case heading
    case step
    case log(LogLine.Kind)
    /// An expectation that held.
    case holds
    /// An expectation that failed where the lesson says it should (the bug showing).
    case bugShown
    /// An expectation that failed unexpectedly, or an action that could not run.
    case failure
    /// The verdict; `claimHeld` says whether the runtime reproduced the lesson's claim.
    case verdict(claimHeld: Bool)
    /// A line of the table that sets builds' body counts side by side.
    case comparison
  }

  package let kind: Kind
  package let text: String

  package init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}
