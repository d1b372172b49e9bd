#if os(Linux)
  // SwiftUI itself uses this SPI: it reports which key path changed, so the
  // log can say `Portfolio.price` rather than only "@dependencies".
  @_spi(SwiftUI) import Observation
#else
  import Observation
#endif

/// Runs a body, or content built for it, inside the real Observation module's tracking.
///
/// Every observable property read becomes a dependency of the token's view;
/// a later write to one of them invalidates that view (and only it). A view
/// may have several scopes under one token (its body, and each `ForEach`
/// whose rows it built); ``TrackingToken/cancel()`` ends them all.
@MainActor
enum DependencyTracking {
  static func track<Result>(token: TrackingToken, graph: ViewGraph, _ apply: () -> Result) -> Result {
    let activity = graph.activity
    let scope = {
      token.beacon.signal
      return apply()
    }
    #if os(Linux)
      return withObservationTracking(
        scope,
        willSet: { [weak graph] tracking in
          // A cancelled token's scopes end here, on the thread that cancelled
          // or wrote: nothing is delivered for them.
          guard !token.isCancelled else { return tracking.cancel() }
          let keyPath = tracking.changed
          MainThread.perform(activity) {
            guard let graph else { return }
            if !graph.dependencyFired(token, keyPath: keyPath) {
              tracking.cancel()
            }
          }
        })
    #else
      // One-shot: Observation removes the registrations after the first change.
      return withObservationTracking(scope) { [weak graph] in
        guard !token.isCancelled else { return }
        MainThread.perform(activity) {
          _ = graph?.dependencyFired(token, keyPath: nil)
        }
      }
    #endif
  }
}
