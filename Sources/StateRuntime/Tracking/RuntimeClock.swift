import Synchronization

/// A clock the host controls, so that asynchronous work runs the same way
/// on every run however busy the machine is.
///
/// Code that waits (a simulated network, a debounce) sleeps with
/// ``RuntimeClock/sleep(for:)``. Inside a host (an action, `onChange`, a
/// `.task`, and every `Task { }` they start) that sleep waits on the host's
/// clock, not on the wall: ``ViewHost/settle(timeout:)`` moves the clock on
/// only once every other piece of work has run, straight to the earliest
/// deadline, and wakes the sleepers in deadline order (ties in the order they
/// fell asleep). Outside a host it is `Task.sleep`. A cancelled sleeper throws
/// `CancellationError` at once, as `Task.sleep` does.
///
/// ```swift
/// func search(_ query: String) async throws -> [String] {
///   try await RuntimeClock.sleep(for: .milliseconds(300))   // the network
///   return matches(query)
/// }
/// ```
public final class RuntimeClock: Sendable {
  /// The clock of the host whose work runs now; inherited by the tasks it starts.
  @TaskLocal static var current: RuntimeClock?

  private struct Sleeper {
    let id: Int
    let deadline: Duration
    let wake: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Duration.zero
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they were registered.
    var cancelledEarly: Set<Int> = []
  }

  private let state = Mutex(State())

  init() {}

  /// How far the clock has moved since the host mounted.
  public var now: Duration { state.withLock { $0.now } }

  /// How many sleeps are waiting on this clock.
  var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Sleeps for `duration` on the clock of the host doing the work, or with
  /// `Task.sleep` outside any host.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled.
  public static func sleep(for duration: Duration) async throws {
    if let clock = current {
      try await clock.sleep(for: duration)
    } else {
      try await Task.sleep(for: duration)
    }
  }

  /// Sleeps for `duration` on this clock.
  func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
        let refused = state.withLock { state -> Bool in
          if state.cancelledEarly.remove(id) != nil { return true }
          state.sleepers.append(Sleeper(id: id, deadline: state.now + max(duration, .zero), wake: wake))
          return false
        }
        if refused { wake.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.wake.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock to the earliest deadline and wakes the sleepers due then.
  ///
  /// - Returns: whether any sleeper woke.
  @discardableResult
  func advanceToNextDeadline() -> Bool {
    let due = state.withLock { state -> [Sleeper] in
      guard let next = state.sleepers.map(\.deadline).min() else { return [] }
      state.now = max(state.now, next)
      let due = state.sleepers.filter { $0.deadline == next }
      state.sleepers.removeAll { $0.deadline == next }
      return due
    }
    for sleeper in due {
      sleeper.wake.resume()
    }
    return !due.isEmpty
  }
}
