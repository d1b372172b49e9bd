/// One step of a recorded run.
package struct StepTranscript: Codable, Sendable, Hashable {
  /// 1-based.
  package let number: Int
  package let title: String
  /// The action, as the log's heading spells it: `type "Q3 final" into "Title"`.
  package let command: String
  /// The runtime's records for this step, in order.
  package let records: [RecordTranscript]
  /// Why the step could not be performed, if it could not.
  package let error: String?
  /// The expectations checked right after the step.
  package let expectations: [ExpectationTranscript]
  /// The view tree after the step.
  package let tree: TreeSnapshot
  /// Body evaluations in this step, by view type.
  package let bodyRuns: [String: Int]
  /// Body evaluations since mount, up to and including this step, by view type.
  package let bodyRunsSoFar: [String: Int]
  /// Why each view's body ran, was skipped or was discarded in this step, by view type, built
  /// from the step's events (``StateRuntime/BodyRunExplanation``): what `why VIEW` prints.
  package var why: [String: [WhyTranscript]]? = nil

  /// The invalidation log lines of this step, in order.
  package var log: [String] { records.compactMap(\.line) }
}
