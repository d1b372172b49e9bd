import StateRuntime

/// Turns the runtime's structured events into the invalidation log, tagging
/// each line with its kind so the shell can style it.
///
/// The words are the runtime's own (``RuntimeEvent/logLine``): body
/// evaluations exactly as `Self._printChanges()` prints them, and around them
/// what SwiftUI does not print: which property fired, state created and
/// discarded, initial values thrown away, skipped bodies, per-pass counts.
public enum LogRenderer {
  /// The log lines for `events`, in order.
  public static func lines(for events: [RuntimeEvent]) -> [LogLine] {
    inStableOrder(events).compactMap { event in event.logLine.map { LogLine(kind(of: event), $0) } }
  }

  /// `events` with each run of notifications from one write put in tree
  /// order (by identity path, so parents come before children).
  ///
  /// Observation calls a property's observers in the order of its internal
  /// dictionary, which changes from process to process; the runtime records
  /// them as called. Observers of one write are notified together, so their
  /// order carries no meaning, and a replayed run must print the same text.
  static func inStableOrder(_ events: [RuntimeEvent]) -> [RuntimeEvent] {
    var result: [RuntimeEvent] = []
    result.reserveCapacity(events.count)
    var run: [(path: String, event: RuntimeEvent)] = []
    var runSource = ""
    func flushRun() {
      result += run.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }
        .map(\.element.event)
      run.removeAll()
    }
    for event in events {
      let notification: (source: String, path: String)? =
        switch event {
        case .dependencyFired(_, let path, let property): ("property " + property, path)
        case .objectWillChange(_, let path, let object): ("object " + object, path)
        default: nil
        }
      guard let notification else {
        flushRun()
        result.append(event)
        continue
      }
      if notification.source != runSource { flushRun() }
      runSource = notification.source
      run.append((notification.path, event))
    }
    flushRun()
    return result
  }

  static func kind(of event: RuntimeEvent) -> LogLine.Kind {
    switch event {
    case .bodyEvaluated, .passStarted, .actionPerformed: .body
    case .bodySkipped: .skipped
    case .stateCreated, .stateDiscarded, .initialValueDiscarded: .state
    case .stateChanged, .dependencyFired, .objectWillChange: .cause
    case .passFinished: .summary
    case .issueRaised: .issue
    }
  }
}
