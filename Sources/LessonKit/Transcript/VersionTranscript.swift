/// One version's run: its steps and verdict.
public struct VersionTranscript: Codable, Sendable, Hashable {
  public let variant: Variant
  public let steps: [StepTranscript]
  public let verdict: VerdictTranscript
}
