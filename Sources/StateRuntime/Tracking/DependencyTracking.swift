#if os(Linux)
  // SwiftUI itself uses this SPI: it reports which key path changed, so the
  // log can say `League.price` rather than only "@dependencies".
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
  /// Whether tracking names the property that changed, as SwiftUI's does.
  ///
  /// Only the `@_spi(SwiftUI)` form of `withObservationTracking` says which key path
  /// changed; the toolchain's Linux module exposes it and the macOS SDK's public
  /// interface leaves it out. Without it the log reads "an observed property".
  enum Naming {
    /// This platform's answer.
    static let platformNamesChangedProperties: Bool = {
      #if os(Linux)
        return true
      #else
        return false
      #endif
    }()

    /// The answer for tracking started now: the platform's, which tests turn off to
    /// run here the public-API form macOS uses.
    @TaskLocal static var namesChangedProperties = platformNamesChangedProperties
  }

  static func track<Result>(token: TrackingToken, graph: ViewGraph, _ apply: () -> Result) -> Result {
    let activity = graph.activity
    let scope = {
      token.beacon.signal
      return apply()
    }
    #if os(Linux)
      if Naming.namesChangedProperties {
        // A write on the main actor invalidates at its `willSet`, in order with
        // the log; one from another thread is delivered at its `didSet`, once the
        // value is stored, as SwiftUI's later main-thread transaction sees it
        // (hopping at `willSet` would let the body re-run before the store).
        let deliver: @Sendable (Observation.ObservationTracking, _ onMainActor: Bool) -> Void = {
          [weak graph] tracking, onMainActor in
          // A cancelled token's scopes end here, on the thread that cancelled
          // or wrote: nothing is delivered for them.
          guard !token.isCancelled else { return tracking.cancel() }
          guard MainThread.isCurrent == onMainActor else { return }
          let keyPath = tracking.changed
          MainThread.perform(activity) {
            guard let graph else { return }
            if !graph.dependencyFired(token, keyPath: keyPath) {
              tracking.cancel()
            }
          }
        }
        return withObservationTracking(
          scope, willSet: { deliver($0, true) }, didSet: { deliver($0, false) })
      }
    #endif
    return trackOnce(token: token, graph: graph, activity: activity, scope)
  }

  /// The public API's form, compiled on every platform (macOS's only one).
  ///
  /// One-shot: Observation removes the registrations after the first change, which
  /// is enough here because the fired view's body runs again and tracks anew. The
  /// changed property is unknown, so the log names none. Its only callback is
  /// `willSet`, so a write from another thread hops before it stores: on a busy
  /// machine the body may read the old value (the Linux form waits for `didSet`).
  private static func trackOnce<Result>(
    token: TrackingToken, graph: ViewGraph, activity: ActivityMonitor, _ scope: () -> Result
  ) -> Result {
    Observation.withObservationTracking(scope) { [weak graph] in
      guard !token.isCancelled else { return }
      MainThread.perform(activity) {
        _ = graph?.dependencyFired(token, keyPath: nil)
      }
    }
  }
}
