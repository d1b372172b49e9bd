/// One step of a recorded run.
public struct StepTranscript: Codable, Sendable, Hashable {
  /// 1-based.
  public let number: Int
  public let title: String
  /// The action, as the log's heading spells it: `type "Q3 final" into "Title"`.
  public let command: String
  /// The runtime's records for this step, in order.
  public let records: [RecordTranscript]
  /// Why the step could not be performed, if it could not.
  public let error: String?
  /// The expectations checked right after the step.
  public let expectations: [ExpectationTranscript]
  /// The view tree after the step.
  public let tree: TreeSnapshot
  /// Body evaluations in this step, by view type.
  public let bodyRuns: [String: Int]
  /// Body evaluations since mount, up to and including this step, by view type.
  public let bodyRunsSoFar: [String: Int]

  /// The invalidation log lines of this step, in order.
  public var log: [String] { records.compactMap(\.line) }
}
