// Observation's iOS 27 / macOS 27 tracking API (SE-0506, "Advanced Observation
// Tracking"), for toolchains that do not ship it. Swift 6.3.1 has neither
// `withObservationTracking(options:_:onChange:)` nor `withContinuousObservation(options:apply:)`;
// the standard library declares them from Swift 6.4 on, and a toolchain that has them
// uses its own (this whole file is left out), so code written for them compiles here
// and later unchanged.
//
// Modelled as SE-0506 and Apple's reference document them:
// - `options` chooses the edges: `.willSet` (before the store), `.didSet` (after it)
//   and `.deinit`. `withObservationTracking(options:)` reports the first change on
//   each chosen edge and then ends; `Event.cancel()` does nothing there.
// - `withContinuousObservation` runs `apply` once at once (`Event.kind == .initial`),
//   tracking what it reads, and after each change runs it again, tracking anew: it
//   re-registers by itself. The run after a change happens in a later turn of the
//   main actor, once the write is over, so several writes in one turn are one run and
//   `apply` reads the stored values (SE-0506: the closure runs "at the next
//   suspension" of its isolation after the change).
// - The returned `ObservationTracking.Token` keeps the observation alive: `cancel()`
//   or dropping the token ends it, as does `event.cancel()` inside `apply`.
//
// What differs, stated plainly: `.deinit` is accepted but never reported (the 6.3.1
// Observation module has no hook for an object's deinitialisation); `apply` runs on the
// main actor, where views live, instead of on an isolation of the caller's choosing
// (`@isolated(any)`); a `~Copyable` result is not supported. On platforms other than
// Linux the toolchain's Observation does not say which property changed, so the API is
// Linux-only until the toolchain ships it.
#if os(Linux) && !compiler(>=6.4)
  @_spi(SwiftUI) import Observation
  import Synchronization

  /// Observation's namespace for tracking: the toolchain's is `@_spi(SwiftUI)` in 6.3.1,
  /// so this public one carries SE-0506's types (the runtime's own tracking names the
  /// toolchain's as `Observation.ObservationTracking`).
  public struct ObservationTracking: Sendable {
    /// Which edges of a change an observer hears: before the store, after it, and an
    /// observed object's deinitialisation.
    public struct Options: OptionSet, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public init() { self.rawValue = 0 }

      /// Before an accessed property of an observable type changes.
      public static var willSet: Options { Options(rawValue: 1 << 0) }
      /// After an accessed property of an observable type changes.
      public static var didSet: Options { Options(rawValue: 1 << 1) }
      /// When an accessed observable object is deallocated (never reported by this runtime).
      public static var `deinit`: Options { Options(rawValue: 1 << 2) }
    }

    /// What made an observer's closure run: its kind, and the property that changed.
    public struct Event: ~Copyable {
      /// The kind of an observation event.
      public struct Kind: Equatable, Sendable {
        let name: String
        /// The first run of `withContinuousObservation`'s closure.
        public static var initial: Kind { Kind(name: "initial") }
        /// Before a property's value changes.
        public static var willSet: Kind { Kind(name: "willSet") }
        /// After a property's value changed.
        public static var didSet: Kind { Kind(name: "didSet") }
        /// An observed object was deallocated.
        public static var `deinit`: Kind { Kind(name: "deinit") }
      }

      /// What triggered this run.
      public let kind: Kind
      let changed: AnyKeyPath?
      let observation: ContinuousObservation?

      /// Whether the property `keyPath` names is the one that changed.
      public func matches(_ keyPath: PartialKeyPath<some Observable>) -> Bool {
        changed == keyPath
      }

      /// Ends a continuous observation from inside its closure; no effect for
      /// `withObservationTracking(options:)`, which ends after its first change anyway.
      public func cancel() {
        observation?.cancel()
      }
    }

    /// A continuous observation's lifetime: it ends when the token is cancelled or dropped.
    public struct Token: ~Copyable {
      let observation: ContinuousObservation

      /// Stops the observation.
      public consuming func cancel() {
        observation.cancel()
      }

      deinit {
        observation.cancel()
      }
    }
  }

  /// Tracks what `apply` reads and calls `onChange` with the first change, on each edge
  /// `options` asks for (SE-0506).
  ///
  /// ```swift
  /// withObservationTracking(options: [.willSet, .didSet]) {
  ///   _ = room.temperature
  /// } onChange: { event in
  ///   if event.kind == .didSet { print("stored") }
  /// }
  /// ```
  public func withObservationTracking<Result, Failure: Error>(
    options: ObservationTracking.Options,
    _ apply: () throws(Failure) -> Result,
    onChange: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
  ) throws(Failure) -> Result {
    let site = ObserverSite.here()
    let fire:
      @Sendable (Observation.ObservationTracking, ObservationTracking.Event.Kind, _ last: Bool) -> Void = {
        tracking, kind, last in
        guard options.contains(kind == .willSet ? .willSet : .didSet) else { return }
        site?.reportRun({ .observationTracking(property: $0, edge: kind.name) }, changed: tracking.changed)
        onChange(ObservationTracking.Event(kind: kind, changed: tracking.changed, observation: nil))
        // The first change ends the registration, after the last edge asked for.
        if last { tracking.cancel() }
      }
    let outcome = Observation.withObservationTracking(
      { () -> Swift.Result<Result, Failure> in
        do throws(Failure) { return .success(try apply()) } catch { return .failure(error) }
      },
      willSet: { fire($0, .willSet, !options.contains(.didSet)) },
      didSet: { fire($0, .didSet, true) })
    return try outcome.get()
  }

  /// Runs `apply` now and again after every change to what it read, until the returned
  /// token is cancelled or dropped (SE-0506).
  ///
  /// ```swift
  /// token = withContinuousObservation(options: .didSet) { event in
  ///   label = "\(model.count) items"
  /// }
  /// ```
  @MainActor
  public func withContinuousObservation(
    options: ObservationTracking.Options,
    apply: @escaping @MainActor @Sendable (borrowing ObservationTracking.Event) -> Void
  ) -> ObservationTracking.Token {
    let observation = ContinuousObservation(options: options, site: ObserverSite.here(), apply: apply)
    observation.run(.initial, changed: nil)
    return ObservationTracking.Token(observation: observation)
  }

  /// One continuous observation: its closure, its current registration, and whether a
  /// run is already scheduled.
  final class ContinuousObservation: Sendable {
    private struct State {
      var cancelled = false
      var scheduled = false
    }

    private let options: ObservationTracking.Options
    private let site: ObserverSite?
    private let apply: @MainActor @Sendable (borrowing ObservationTracking.Event) -> Void
    private let state = Mutex(State())

    init(
      options: ObservationTracking.Options, site: ObserverSite?,
      apply: @escaping @MainActor @Sendable (borrowing ObservationTracking.Event) -> Void
    ) {
      self.options = options
      self.site = site
      self.apply = apply
    }

    /// Runs the closure, tracking what it reads, and registers for the next change.
    @MainActor
    func run(_ kind: ObservationTracking.Event.Kind, changed: AnyKeyPath?) {
      guard !state.withLock({ $0.cancelled }) else { return }
      if kind != .initial {
        site?.reportRun({ .continuousObservation(property: $0, edge: kind.name) }, changed: changed)
      }
      let event = ObservationTracking.Event(kind: kind, changed: changed, observation: self)
      // A registration per run: a cancelled observation's last one ends at its next
      // change, which `changeArrived` then ignores.
      Observation.withObservationTracking(
        { apply(event) },
        willSet: { [self] in changeArrived($0, .willSet) },
        didSet: { [self] in changeArrived($0, .didSet) })
    }

    /// A tracked property is changing: end this registration and run again later.
    private func changeArrived(
      _ tracking: Observation.ObservationTracking, _ kind: ObservationTracking.Event.Kind
    ) {
      guard options.contains(kind == .willSet ? .willSet : .didSet) else { return }
      let changed = tracking.changed
      tracking.cancel()
      // Several writes before the run are one run, as SE-0506's are.
      let schedule = state.withLock { state -> Bool in
        guard !state.cancelled, !state.scheduled else { return false }
        state.scheduled = true
        return true
      }
      guard schedule else { return }
      let rerun: @MainActor @Sendable () -> Void = { [self] in
        state.withLock { $0.scheduled = false }
        run(kind, changed: changed)
      }
      if let site {
        site.later(rerun)
      } else {
        Task { @MainActor in rerun() }
      }
    }

    /// Ends the observation: no further runs.
    func cancel() {
      state.withLock { $0.cancelled = true }
    }
  }
#endif
