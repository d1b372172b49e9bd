/// Why one body of a view ran, was skipped, or why the view was discarded: the chain of
/// the runtime's records that led to it, earliest first.
///
/// Built from ``RuntimeEvent``s alone (``explanations(of:in:trigger:)``), never from
/// log text, so a transcript, a play step or a check's log can all be explained.
///
/// ```swift
/// let before = host.events.count
/// try host.tap("Send")
/// for why in BodyRunExplanation.explanations(of: "CommentBox", in: Array(host.events[before...])) {
///   print(why.summary); why.causes.forEach { print("  \($0)") }
/// }
/// ```
public struct BodyRunExplanation: Hashable, Sendable, Codable {
  /// What happened to the view.
  public enum Outcome: Hashable, Sendable, Codable {
    /// Its body was evaluated.
    case evaluated(BodyChange)
    /// Its parent re-created it, and its body did not run.
    case skipped(ViewReference, pass: Int, rule: ComparisonRule)
    /// It went away, with its state, and nothing took its place.
    case discarded(ViewReference, pass: Int)
    /// Its own state was written and its body did not run: no body read the value.
    case notRun(ViewReference)
  }

  public let outcome: Outcome
  /// What led to it, earliest first.
  public let causes: [CauseLink]

  public init(outcome: Outcome, causes: [CauseLink]) {
    self.outcome = outcome
    self.causes = causes
  }

  /// The view explained.
  public var view: ViewReference {
    switch outcome {
    case .evaluated(let change): ViewReference(view: change.view, path: change.path)
    case .skipped(let view, _, _), .discarded(let view, _), .notRun(let view): view
    }
  }

  /// What happened, in one sentence.
  public var summary: String {
    switch outcome {
    case .evaluated(let change):
      "\(change.view)'s body ran in pass \(change.pass) (\(change.shortDescription))  [\(change.path)]"
    case .skipped(let view, let pass, let rule):
      "\(view.view)'s body was skipped in pass \(pass): its inputs were equal (\(rule)) and nothing it "
        + "reads changed  [\(view.path)]"
    case .discarded(let view, let pass):
      "\(view.view) was discarded in pass \(pass), and no \(view.view) took its place  [\(view.path)]"
    case .notRun(let view):
      "\(view.view)'s body did not run: its state was written, but its body never read it  [\(view.path)]"
    }
  }
}
