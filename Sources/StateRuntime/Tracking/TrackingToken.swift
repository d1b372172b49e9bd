import Synchronization

/// Identifies one body evaluation's observation scopes, and cancels them.
///
/// Observation keeps a registration until its property changes. A view whose
/// body ran again, or that left the tree, must not keep the old ones: they
/// would pile up on properties that rarely change, and the next write to one
/// of them would call every stale registration (update cost growing with
/// history). SwiftUI drops the dependencies of a superseded evaluation; so
/// does ``cancel()``.
///
/// Observation's public API hands a scope's `ObservationTracking` only to its
/// change callback. So every scope also reads this token's
/// ``CancellationBeacon``; cancelling fires the beacon, and each scope's
/// callback, seeing the token cancelled, calls `tracking.cancel()`, which
/// removes that scope's registrations from every object it read.
final class TrackingToken: Sendable {
  let nodeID: Int
  let beacon = CancellationBeacon()
  private let cancelled = Atomic<Bool>(false)

  init(nodeID: Int) {
    self.nodeID = nodeID
  }

  /// Whether the evaluation was superseded or its view left.
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Ends every observation scope made under this token. Idempotent.
  func cancel() {
    guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    beacon.fire()
  }
}

/// An observable property that exists only to be read by a scope and written
/// to end it: the one handle on a scope that Observation's API gives.
final class CancellationBeacon: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// Read inside a tracking scope so the scope registers on this beacon.
  var signal: Void {
    registrar.access(self, keyPath: \.signal)
  }

  /// Notifies every scope that read ``signal``.
  func fire() {
    registrar.withMutation(of: self, keyPath: \.signal) {}
  }
}
