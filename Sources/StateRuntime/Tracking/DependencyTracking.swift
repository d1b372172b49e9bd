#if os(Linux)
  // SwiftUI itself uses this SPI: it reports which key path changed, so the
  // log can say `Portfolio.price` rather than only "@dependencies".
  @_spi(SwiftUI) import Observation
#else
  import Observation
#endif

/// Runs a body inside the real Observation module's tracking.
///
/// Every observable property the body reads becomes a dependency; a later
/// write to one of them invalidates the node (and only it).
@MainActor
enum DependencyTracking {
  static func track<Result>(token: TrackingToken, graph: ViewGraph, _ apply: () -> Result) -> Result {
    let activity = graph.activity
    #if os(Linux)
      return withObservationTracking(
        apply,
        willSet: { [weak graph] tracking in
          let keyPath = tracking.changed
          MainThread.perform(activity) {
            guard let graph else { return }
            if !graph.dependencyFired(token, keyPath: keyPath) {
              tracking.cancel()
            }
          }
        })
    #else
      return withObservationTracking(apply) { [weak graph] in
        MainThread.perform(activity) {
          _ = graph?.dependencyFired(token, keyPath: nil)
        }
      }
    #endif
  }
}
