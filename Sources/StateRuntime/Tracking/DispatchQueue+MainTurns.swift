import Dispatch

// `DispatchQueue.main.async` and `asyncAfter` as code that imports the runtime
// sees them: inside a host, each block is a turn of the main queue of its own,
// and a delay waits on the host's clock.
//
// SwiftUI applies the state changes of one turn of the main run loop as one
// update (a transaction, a render pass): a write in a block enqueued with
// `DispatchQueue.main.async` is the next turn's, never merged with the writes
// of the turn that enqueued it, so `onChange` sees every value and a child's
// body runs once per turn (OpenSwiftUI's `booleanValueChanges` and
// `nonEquatable`, recorded against Apple's SwiftUI). These declarations shadow
// Dispatch's for files that import StateRuntime, as `Task.sleep` does in
// Task+RuntimeClock.swift; on another queue, or outside a host, they are
// Dispatch's own.

extension DispatchQueue {
  /// Submits `work` to run on this queue; inside a host, a main-queue block is
  /// a turn of its own: its writes are one update, applied when it returns.
  ///
  /// ```swift
  /// .onAppear {
  ///   isOn = true
  ///   DispatchQueue.main.async { isOn = false }   // the next turn: onChange runs twice
  /// }
  /// ```
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard MainThread.isMainQueue(self), let turn = MainQueueTurn.scheduled("DispatchQueue.main.async") else {
      async(group: nil, qos: .unspecified, flags: [], execute: work)
      return
    }
    async(group: nil, qos: .unspecified, flags: []) { turn.run(work) }
  }

  /// Submits `work` to run on this queue at `deadline`; inside a host, a
  /// main-queue block waits on the host's clock (``RuntimeClock``), then runs
  /// as a turn of its own.
  ///
  /// A block that schedules itself again is a tick: `settle()` leaves it for
  /// ``ViewHost/advance(by:timeout:)``.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard MainThread.isMainQueue(self), let turn = MainQueueTurn.scheduled("DispatchQueue.main.asyncAfter")
    else {
      asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
      return
    }
    turn.run(after: MainQueueTurn.delay(until: deadline), work)
  }
}

/// A block the main queue will run for a host, counted as the host's work
/// until it has run, so `settle()` waits for it.
struct MainQueueTurn: Sendable {
  private weak var graph: ViewGraph?
  private weak var node: ViewNode?
  private let monitor: ActivityMonitor
  private let ticket: ActivityMonitor.Ticket
  private let clock: RuntimeClock
  private let description: String

  /// The turn of a block scheduled now, when a host's work on the main actor schedules it.
  static func scheduled(_ description: String) -> MainQueueTurn? {
    guard MainThread.isCurrent, let clock = RuntimeClock.current else { return nil }
    return MainActor.assumeIsolated {
      guard let node = ActingNode.current else { return nil }
      return MainQueueTurn(
        graph: node.graph, node: node, monitor: node.graph.activity,
        ticket: node.graph.activity.begin("a \(description) block"), clock: clock, description: description)
    }
  }

  /// The time from now to a wall deadline, to the millisecond.
  ///
  /// The deadline was read from the wall (`.now() + 0.5`) a moment before:
  /// rounding drops that moment, so two blocks given the same delay keep the
  /// order they were scheduled in on every run. (`DispatchTime.now()` cannot be
  /// shadowed to read the host's clock: the compiler finds the two ambiguous.
  /// So a machine so loaded that it pauses over a millisecond between `.now()`
  /// and this call shortens the delay by that pause.)
  static func delay(until deadline: DispatchTime) -> Duration {
    let now = DispatchTime.now().uptimeNanoseconds
    guard deadline.uptimeNanoseconds > now else { return .zero }
    let nanoseconds = min(deadline.uptimeNanoseconds - now, UInt64(Int64.max))
    return .milliseconds((nanoseconds + 500_000) / 1_000_000)
  }

  /// Runs `work` as one turn: with the host's action context bound (so the
  /// tasks and blocks it schedules are the host's), then applies its writes.
  func run(_ work: @Sendable () -> Void) {
    MainActor.assumeIsolated {
      defer { monitor.end(ticket) }
      guard let graph else { return work() }
      graph.performAction(description, for: node) { work() }
      graph.commitTransaction()
    }
  }

  /// Runs `work` as one turn once `delay` has passed on the host's clock.
  func run(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
    // A delay set by a block the clock woke repeats it (a self-scheduling tick).
    let repeats = RuntimeClock.isTicking
    // The turn's ticket is the only count of this work: the action's, which the
    // task would inherit, ends when the action does, as with a real delay.
    ActionActivity.$current.withValue(nil) {
      Task { @MainActor in
        try? await clock.sleep(for: delay, repeats: repeats)
        RuntimeClock.$isTicking.withValue(true) { run(work) }
      }
    }
  }
}
