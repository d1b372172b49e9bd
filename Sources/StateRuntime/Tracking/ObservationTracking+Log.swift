#if os(Linux)
  // The form SwiftUI uses, which says which key path changed (see DependencyTracking).
  @_spi(SwiftUI) import Observation
#else
  import Observation
#endif

/// Tracks the observable properties `apply` reads and calls `onChange` once, before
/// the first of them changes: Observation's own function, which this one shadows for
/// code that imports StateRuntime, so that the log shows the observer firing.
///
/// ```swift
/// withObservationTracking {
///   _ = draft.text
/// } onChange: {
///   Task { @MainActor in save() }
/// }
/// ```
///
/// The log line (`↳ withObservationTracking's onChange runs (willSet): PostcardDraft.text
/// changed`) is recorded as the closure starts, so the writes it causes follow it.
/// Behaviour is Observation's: one change, at its `willSet`, then the registration ends.
public func withObservationTracking<T>(
  _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  let onChange = onChange()
  guard let site = ObserverSite.here() else {
    return Observation.withObservationTracking(apply, onChange: onChange)
  }
  #if os(Linux)
    return Observation.withObservationTracking(
      apply,
      willSet: { tracking in
        site.reportRun({ .observationTracking(property: $0, edge: "willSet") }, changed: tracking.changed)
        onChange()
        // One-shot, as the public function is: the first change ends the registration.
        tracking.cancel()
      }, didSet: { _ in })
  #else
    // The public interface does not say which property changed.
    return Observation.withObservationTracking(apply) {
      site.reportRun({ .observationTracking(property: $0, edge: "willSet") }, changed: nil)
      onChange()
    }
  #endif
}
