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
/// `Task.sleep(for:)`, `Task.sleep(nanoseconds:)`, `DispatchQueue.main.asyncAfter`
/// and a `Timer.publish` timer received with `onReceive` in code that imports
/// the runtime sleep on this clock too. A sleep that repeats (a task that
/// sleeps again for the time the clock just woke it from, a repeating timer,
/// an `asyncAfter` scheduled by an `asyncAfter` block) is a tick: `settle()`
/// does not move the clock for it, so a ticking view settles, and
/// ``ViewHost/advance(by:timeout:)`` moves time on by a step.
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

  /// Set while a block the clock woke runs (an `asyncAfter` block, a timer's
  /// fire): a sleep it starts repeats the one that woke it.
  @TaskLocal static var isTicking = false

  private struct Sleeper {
    let id: Int
    let deadline: Duration
    /// Whether the sleep is a tick, which only an explicit advance wakes.
    let repeats: Bool
    /// The sleeping task, to tell a loop: the same task asleep again for the same time.
    let task: Int?
    let duration: Duration
    let wake: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Duration.zero
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they were registered.
    var cancelledEarly: Set<Int> = []
    /// The tasks this clock has woken, with the time each had slept: one that
    /// sleeps again for that time is a loop with a period, a tick. (A task that
    /// waits twice for different times, two calls to a slow network, is not.)
    var wokenTasks: [Int: Duration] = [:]
  }

  private let state = Mutex(State())

  init() {}

  /// How far the clock has moved since the host mounted.
  public var now: Duration { state.withLock { $0.now } }

  /// How many sleeps are waiting on this clock.
  var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Whether a sleep that is not a tick waits: work `settle()` moves the clock for.
  var hasSleeperToWaitFor: Bool { state.withLock { $0.sleepers.contains { !$0.repeats } } }

  /// The earliest deadline of a waiting sleep, if any.
  var nextDeadline: Duration? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Sleeps for `duration` on the clock of the host doing the work, or with
  /// `Task.sleep` outside any host.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled.
  public static func sleep(for duration: Duration) async throws {
    try await sleep(for: duration, fromWall: false)
  }

  /// ``sleep(for:)`` for a `duration` read from the wall (see ``sleep(for:repeats:fromWall:)``).
  static func sleep(for duration: Duration, fromWall: Bool) async throws {
    if let clock = current {
      try await clock.sleep(for: duration, fromWall: fromWall)
    } else {
      // The toolchain's own sleep, named in full: `Task.sleep(for:)` here is the runtime's.
      try await Task.sleep(for: duration, tolerance: nil, clock: ContinuousClock())
    }
  }

  /// How much shorter than its period a loop's sleep read from the wall may come out: the
  /// time between reading the wall (`.now + .seconds(1)`) and the sleep starting, which a
  /// busy machine can stretch past a hundredth of a second (in a clean run at a load of 10
  /// on two cores, a one-second deadline loop's rounds came out of different lengths, and the
  /// clock, taking them for work to wait for, moved twice more at mount).
  static let wallReadingSlack: Duration = .milliseconds(100)

  /// Sleeps for `duration` on this clock; `repeats` marks a tick whatever the task.
  ///
  /// - Parameter fromWall: `duration` was read from the wall (a deadline less its `now`), so
  ///   it may fall short of the period the clock last woke this task from by the time the
  ///   reading took (up to ``wallReadingSlack``); it is that period then, and a tick.
  func sleep(for duration: Duration, repeats: Bool = false, fromWall: Bool = false) async throws {
    try Task.checkCancellation()
    let task = withUnsafeCurrentTask { $0?.hashValue }
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    let repeats = repeats || Self.isTicking
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
        let refused = state.withLock { state -> Bool in
          if state.cancelledEarly.remove(id) != nil { return true }
          var duration = duration
          let period = task.flatMap { state.wokenTasks[$0] }
          if fromWall, let period, duration < period, period - duration <= Self.wallReadingSlack {
            duration = period
          }
          let loops = period == duration
          state.sleepers.append(
            Sleeper(
              id: id, deadline: state.now + max(duration, .zero), repeats: repeats || loops, task: task,
              duration: duration, wake: wake))
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
      for sleeper in due {
        if let task = sleeper.task { state.wokenTasks[task] = sleeper.duration }
      }
      return due
    }
    for sleeper in due {
      sleeper.wake.resume()
    }
    return !due.isEmpty
  }

  /// Forgets which tasks the clock woke, at the start of a settle.
  ///
  /// A task is known by its address, which a task started later may reuse once
  /// the first has ended; a loop sleeps again within the settle that woke it, so
  /// nothing older is needed (a tick found earlier stays marked on its sleep).
  func forgetWokenTasks() {
    state.withLock { $0.wokenTasks = [:] }
  }

  /// Moves the clock on to `time` when no sleep is due before it (an explicit advance's end).
  func move(to time: Duration) {
    state.withLock { state in
      guard !state.sleepers.contains(where: { $0.deadline < time }) else { return }
      state.now = max(state.now, time)
    }
  }
}
