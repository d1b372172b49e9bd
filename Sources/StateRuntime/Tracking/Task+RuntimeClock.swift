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
