@_spi(Tooling) import StateRuntime

/// Turns the runtime's structured events into the invalidation log, tagging
/// each line with its kind so the shell can style it.
///
/// The words are the runtime's own (``RuntimeEvent/logLine``): body
/// evaluations exactly as `Self._printChanges()` prints them, and around them
/// what SwiftUI does not print: which property fired, state created and
/// discarded, initial values thrown away, skipped bodies, per-pass counts.
package enum LogRenderer {
  /// The log lines for `events`, in order.
  package static func lines(for events: [RuntimeEvent]) -> [LogLine] {
    events.compactMap { event in event.logLine.map { LogLine(kind(of: event), $0) } }
  }

  static func kind(of event: RuntimeEvent) -> LogLine.Kind {
    switch event {
    case .bodyEvaluated, .passStarted, .actionPerformed, .appRelaunched, .changesLogged: .body
    case .bodySkipped: .skipped
    case .inputsCompared: .cause
    case .stateCreated, .stateDiscarded, .initialValueDiscarded, .lazyRowsBuilt, .identityChanged: .state
    case .stateChanged, .dependencyFired, .objectWillChange, .appearanceActionRan, .changeActionRan,
      .queryFetched:
      .cause
    case .passFinished: .summary
    case .issueRaised: .issue
    }
  }
}
