/// What a run concluded.
package struct VerdictTranscript: Codable, Sendable, Hashable {
  /// Whether the runtime reproduced the lesson's claim (the bug, or the fix).
  package let claimHeld: Bool
  /// `Bug reproduced`, `Fix holds`, ...
  package let label: String
  /// The outcome in the lesson's words, from what the runtime observed.
  package let summary: String

  package init(claimHeld: Bool, label: String, summary: String) {
    self.claimHeld = claimHeld
    self.label = label
    self.summary = summary
  }
}
