/// What a run concluded.
public struct VerdictTranscript: Codable, Sendable, Hashable {
  /// Whether the runtime reproduced the lesson's claim (the bug, or the fix).
  public let claimHeld: Bool
  /// `Bug reproduced`, `Fix holds`, ...
  public let label: String
  /// The outcome in the lesson's words, from what the runtime observed.
  public let summary: String

  public init(claimHeld: Bool, label: String, summary: String) {
    self.claimHeld = claimHeld
    self.label = label
    self.summary = summary
  }
}
