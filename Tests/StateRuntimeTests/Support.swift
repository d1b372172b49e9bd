@_spi(Tooling) import StateRuntime

extension ViewHost {
  /// The `_printChanges` lines since mount.
  var log: [String] { changes.map(\.shortDescription) }

  /// The `_printChanges` lines of passes after `pass`.
  func log(after pass: Int) -> [String] {
    changes.filter { $0.pass > pass }.map(\.shortDescription)
  }

  /// Every line of the invalidation log since mount (`RuntimeEvent.logLine`).
  var logLines: [String] { events.compactMap(\.logLine) }

  /// The highest pass number so far.
  var lastPass: Int { changes.last?.pass ?? 0 }

  func discarded() -> [StateDiscarded] {
    events.compactMap { if case .stateDiscarded(let discarded) = $0 { discarded } else { nil } }
  }

  func created() -> [StateCreated] {
    events.compactMap { if case .stateCreated(let created) = $0 { created } else { nil } }
  }

  func skipped() -> [String] {
    events.compactMap { if case .bodySkipped(let view, _, _, _) = $0 { view } else { nil } }
  }

  func fired() -> [String] {
    events.compactMap {
      if case .dependencyFired(let view, _, let property) = $0 { "\(view) <- \(property)" } else { nil }
    }
  }
}

/// How long tests let `settle()` wait for work they expect to finish.
///
/// Generous on purpose: settle returns as soon as the host is quiet, and the
/// whole suite runs in parallel on two cores, where other tests may hold the
/// main actor for a while.
let patientSettle: Duration = .seconds(60)
