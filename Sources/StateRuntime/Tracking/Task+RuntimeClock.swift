// `Task.sleep` as code that imports the runtime sees it: on the host's clock.
//
// These declarations shadow the standard library's for every file that imports
// StateRuntime (a declaration in a module shadows one of the same signature in a
// module it imports; the generic `sleep(for:tolerance:clock:)` loses to the
// non-generic one). So a SwiftUI file that sleeps in `.task` or in an action's
// `Task { }` waits on ``RuntimeClock`` inside a host, deterministically and with
// no wall time, and on the wall outside one, exactly as before.

extension Task where Success == Never, Failure == Never {
  /// Suspends the current task for `duration`: on the host's clock inside a
  /// host (``RuntimeClock``), on the wall elsewhere.
  ///
  /// ```swift
  /// .task {
  ///   while !Task.isCancelled {
  ///     try? await Task.sleep(for: .seconds(1))   // a tick: `advance 1s` wakes it
  ///     elapsed += 1
  ///   }
  /// }
  /// ```
  ///
  /// - Throws: `CancellationError` when the task is cancelled, at once.
  public static func sleep(for duration: Duration) async throws {
    try await RuntimeClock.sleep(for: duration)
  }

  /// Suspends the current task for `duration` nanoseconds, on the host's
  /// clock inside a host, on the wall elsewhere.
  ///
  /// - Throws: `CancellationError` when the task is cancelled, at once.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await RuntimeClock.sleep(for: .nanoseconds(duration))
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends the current task until `deadline` of `clock`: on the host's clock inside a
  /// host (the time from now to the deadline, up to the next hundredth of a second), on `clock` elsewhere.
  ///
  /// Runs on the caller's actor (`nonisolated(nonsending)`), so the wall is read again at
  /// once, not after a hop that a busy executor can make last half a second.
  ///
  /// - Throws: `CancellationError` when the task is cancelled, at once.
  nonisolated(nonsending) public static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = ContinuousClock()
  ) async throws {
    if RuntimeClock.current != nil, let left = clock.now.duration(to: deadline) as? Duration {
      try await RuntimeClock.sleep(for: left.roundedUpToHundredths, fromWall: true)
    } else {
      try await clock.sleep(until: deadline, tolerance: tolerance)
    }
  }
}

extension ContinuousClock {
  /// Sleeps for `duration`: on the host's clock inside a host, on this clock elsewhere.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await RuntimeClock.sleep(for: duration)
  }

  /// Sleeps until `deadline`: on the host's clock inside a host, on this clock elsewhere.
  nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws
  {
    try await Task.sleep(until: deadline, tolerance: tolerance, clock: self)
  }
}

extension SuspendingClock {
  /// Sleeps for `duration`: on the host's clock inside a host, on the wall elsewhere.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await RuntimeClock.sleep(for: duration)
  }

  /// Sleeps until `deadline`: on the host's clock inside a host, on this clock elsewhere.
  nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws
  {
    try await Task.sleep(until: deadline, tolerance: tolerance, clock: self)
  }
}

extension Duration {
  /// The duration up to the next hundredth of a second: a deadline read from the wall
  /// (`.now + .seconds(1)`) a moment before the sleep starts is a whole second on the host's
  /// clock when that moment is under 10 ms, so a loop's period is the same each time round,
  /// and the loop is a tick. A busy machine can make the moment longer; the clock then takes
  /// the sleep for the loop's period (``RuntimeClock/wallReadingSlack``).
  var roundedUpToHundredths: Duration {
    let (seconds, attoseconds) = components
    let hundredths = (Double(attoseconds) / 1e16).rounded(.up)
    return .seconds(seconds) + .milliseconds(Int64(hundredths) * 10)
  }
}
