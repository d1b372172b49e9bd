/// One version's run: its steps and verdict.
package struct VersionTranscript: Codable, Sendable, Hashable {
  package let variant: Variant
  package let steps: [StepTranscript]
  package let verdict: VerdictTranscript
}
