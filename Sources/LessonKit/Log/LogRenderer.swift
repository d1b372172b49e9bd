import StateRuntime

/// Turns the runtime's structured events into the invalidation log.
///
/// Body evaluations are printed exactly as `Self._printChanges()` would;
/// around them come what SwiftUI does not print: which property fired,
/// state created and discarded, initial values thrown away, skipped bodies
/// and per-pass counts.
public enum LogRenderer {
  /// The log lines for `events`, in order.
  public static func lines(for events: [RuntimeEvent]) -> [LogLine] {
    events.compactMap(line(for:))
  }

  static func line(for event: RuntimeEvent) -> LogLine? {
    switch event {
    case .passStarted, .actionPerformed:
      return nil
    case .bodyEvaluated(let change):
      return LogLine(.body, change.description)
    case .bodySkipped(let view, _, _):
      return LogLine(.skipped, "· \(view): body skipped, inputs unchanged")
    case .stateCreated(let created):
      return LogLine(
        .state, "+ \(created.view).\(created.property) created = \(created.value)  [\(created.path)]")
    case .stateDiscarded(let discarded):
      return LogLine(
        .state,
        "- \(discarded.view) discarded with its state: \(discarded.properties.joined(separator: ", "))  [\(discarded.path)]"
      )
    case .initialValueDiscarded(let thrownAway):
      return LogLine(
        .state,
        "~ \(thrownAway.view).\(thrownAway.property): initial value \(thrownAway.discarded) evaluated and thrown away; "
          + "keeps \(thrownAway.kept)")
    case .stateChanged(let changed):
      return LogLine(
        .cause, "= \(changed.view).\(changed.property): \(changed.oldValue) → \(changed.newValue)")
    case .dependencyFired(let view, _, let property):
      return LogLine(.cause, "⚡ \(property) changed → \(view) invalidated")
    case .objectWillChange(let view, _, let object):
      return LogLine(.cause, "⚡ \(object).objectWillChange → \(view) invalidated")
    case .passFinished(let summary):
      guard summary.bodyEvaluations + summary.bodiesSkipped > 0 else { return nil }
      var text = "pass \(summary.pass): \(plural(summary.bodyEvaluations, "body", "bodies")) evaluated"
      if summary.bodiesSkipped > 0 { text += ", \(summary.bodiesSkipped) skipped" }
      return LogLine(.summary, "└ " + text)
    case .issueRaised(let issue):
      return LogLine(.issue, "! \(issue.severity.rawValue): \(issue.message)")
    }
  }

  static func plural(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}
