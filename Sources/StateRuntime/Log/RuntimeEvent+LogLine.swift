/// The text of the invalidation log: one rendering of the structured events,
/// shared by everything that prints them (lessons, exercise checks, tests).
extension RuntimeEvent {
  /// The event as a log line, or `nil` for events the log does not show
  /// (pass starts; actions, which a log that shows them prints as a ``logHeading``).
  ///
  /// Body evaluations read exactly as `Self._printChanges()` prints them;
  /// the other lines start with a marker so that meaning never depends on
  /// colour: `+` state created, `-` discarded, `~` an initial value thrown
  /// away, `=` a state write, `⚡` a notification, `≠` a re-created view's changed inputs, `·` a skipped body,
  /// `└` a pass summary, `!` a warning or error, `»` a line a body logged
  /// with `Self._logChanges()`, `▴` an `.onAppear` and `▾` an `.onDisappear` action
  /// about to run, `↳` an `.onChange` action or an Observation observer about to run,
  /// `⋯` the rows a lazy container built, `⛁` a SwiftData query that fetched.
  @_spi(Tooling)
  public var logLine: String? {
    switch self {
    case .passStarted, .actionPerformed, .appRelaunched, .identityChanged:
      // An identity change shows in the log as what it does: `-` discarded, `+` created.
      return nil
    case .bodyEvaluated(let change):
      // Teaching logs name types without their enclosing types (SwiftUI
      // prints `Outer.Screen`); `BodyChange.description` is the exact line.
      return change.shortDescription
    case .inputsCompared(let comparison):
      guard comparison.changed else { return nil }
      let what =
        comparison.changedFields.isEmpty
        ? "its == says it changed"
        : comparison.changedFields.map { "`\($0)`" }.joined(separator: ", ")
          + (comparison.changedFields.count == 1 ? " differs" : " differ")
      return "≠ \(comparison.view): \(what) (\(comparison.rule))"
    case .bodySkipped(let view, _, _, let rule):
      return "· \(view): body skipped, inputs unchanged (\(rule))"
    case .stateCreated(let created):
      return "+ \(created.view).\(created.property) created = \(created.value)  [\(created.path)]"
    case .stateDiscarded(let discarded):
      return "- \(discarded.view) discarded with its state: "
        + "\(discarded.properties.joined(separator: ", "))  [\(discarded.path)]"
    case .initialValueDiscarded(let thrownAway):
      return "~ \(thrownAway.view).\(thrownAway.property): initial value \(thrownAway.discarded) "
        + "evaluated and thrown away; keeps \(thrownAway.kept)"
    case .stateChanged(let changed):
      return
        "= \(changed.view).\(changed.property)\(changed.part ?? ""): \(changed.oldValue) → \(changed.newValue)"
    case .dependencyFired(let view, _, let property):
      return "⚡ \(property) changed → \(view) invalidated"
    case .objectWillChange(let view, _, let object):
      return "⚡ \(object).objectWillChange → \(view) invalidated"
    case .passFinished(let summary):
      guard summary.bodyEvaluations + summary.bodiesSkipped > 0 else { return nil }
      let bodies = summary.bodyEvaluations == 1 ? "1 body" : "\(summary.bodyEvaluations) bodies"
      let skipped = summary.bodiesSkipped > 0 ? ", \(summary.bodiesSkipped) skipped" : ""
      return "└ pass \(summary.pass): \(bodies) evaluated\(skipped)"
    case .issueRaised(let issue):
      return "! \(issue.severity.rawValue): \(issue.message)"
    case .changesLogged(let change):
      return "» Changed Body Properties: \(change.description)"
    case .appearanceActionRan(let ran):
      // The words the lessons use: `.task` and `.onAppear` run "when the view appears".
      return switch ran.phase {
      case .appeared: "▴ \(ran.view) appeared: onAppear runs  [\(ran.path)]"
      case .disappeared: "▾ \(ran.view) disappeared: onDisappear runs  [\(ran.path)]"
      }
    case .changeActionRan(let ran):
      return ran.logLine
    case .lazyRowsBuilt(let rows):
      let waiting = rows.total - rows.built
      let rest =
        waiting == 0
        ? "all \(rows.total) are built"
        : "\(waiting) more \(waiting == 1 ? "is" : "are") built as they scroll into view (scroll)"
      let range =
        rows.built == rows.newlyBuilt
        ? "rows 1–\(rows.built)" : "rows \(rows.built - rows.newlyBuilt + 1)–\(rows.built)"
      return "⋯ \(rows.container) built \(range) of \(rows.total); \(rest)  [\(rows.path)]"
    case .queryFetched(let fetched):
      return fetched.logLine
    }
  }

  /// The heading a log prints above the lines a user action produced
  /// (`▸ tap("Undo")`), or `nil` for every other event.
  ///
  /// A failed check's log shows its actions this way, with the lines under
  /// them indented; a lesson's log, shown step by step, names the step instead.
  @_spi(Tooling)
  public var logHeading: String? {
    switch self {
    case .actionPerformed(let action): return "▸ \(action)"
    case .appRelaunched(nil): return "▸ relaunch()"
    case .appRelaunched(let restoring?): return "▸ relaunch(restoringScene: \(restoring))"
    default: return nil
    }
  }

  /// Whether a log of these events prints something for this one: a ``logLine``
  /// or a ``logHeading``.
  ///
  /// A log cut short keeps the last of these, so that what it says it left out
  /// counts lines a reader would have seen.
  @_spi(Tooling)
  public var appearsInLog: Bool { logHeading != nil || logLine != nil }
}

extension ChangeActionRan {
  /// `↳ OvenMonitor: onChange(of:) runs with 31 → 27  [OvenMonitor]`: the reaction, then what it saw.
  ///
  /// Worded as the lessons speak of it: an action "runs" (SwiftUI's documentation of
  /// `onChange(of:initial:_:)` says the action is called "when a value changes").
  var logLine: String {
    let place = path.map { "  [\($0)]" } ?? ""
    let owner = view.map { "\($0): " } ?? ""
    switch reaction {
    case .onChange(let old, let new, initial: true) where old == new:
      return "↳ \(owner)onChange(of:, initial: true) runs as the view appears, with \(new)\(place)"
    case .onChange(let old, let new, _):
      return "↳ \(owner)onChange(of:) runs with \(old) → \(new)\(place)"
    case .observationTracking(let property, let edge):
      let cause = property.map { "\($0) changed" } ?? "an observed property changed"
      return "↳ \(owner)withObservationTracking's onChange runs (\(edge)): \(cause)\(place)"
    case .observations(let value):
      return "↳ \(owner)Observations delivers a new value: \(value)\(place)"
    case .continuousObservation(let property, let edge):
      let cause = property.map { "\($0) changed" } ?? "an observed property changed"
      return "↳ \(owner)withContinuousObservation runs again (\(edge)): \(cause)\(place)"
    }
  }
}
