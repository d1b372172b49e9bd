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

/// The counts of a lesson's ``Comparison``, as data.
public struct ComparisonTable: Codable, Sendable, Hashable {
  public struct Row: Codable, Sendable, Hashable {
    public let view: String
    /// Per build, in build order; `nil` where the build has no such view.
    public let counts: [Int?]
  }

  public let title: String
  public let builds: [String]
  public let rows: [Row]

  init(_ result: ComparisonResult) {
    self.title = result.title
    self.builds = result.buildNames
    self.rows = result.rows.map { Row(view: $0.view, counts: $0.counts) }
  }
}
