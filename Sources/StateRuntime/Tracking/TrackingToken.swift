/// Identifies one body evaluation's observation scope.
///
/// Observation callbacks outlive the evaluation that installed them; a
/// callback whose token is no longer the node's current one is stale and
/// ignored (SwiftUI likewise drops dependencies of superseded evaluations).
final class TrackingToken: Sendable {
  let nodeID: Int

  init(nodeID: Int) {
    self.nodeID = nodeID
  }
}
