/// What ``ViewHost/settle(timeout:)`` found.
public enum SettleResult: Equatable, Sendable {
  /// Nothing is running and no view is invalidated.
  case settled
  /// Time ran out; the strings say what was still running.
  case timedOut(stillRunning: [String])
}

extension ViewHost {
  /// Lets pending work finish: tasks started by actions, `.task` work and
  /// updates from other threads, flushing as they land, until quiet.
  ///
  /// The host is quiet when no view is invalidated and nothing is running.
  /// Tasks started from an action are tracked without runtime hooks: the
  /// action runs with an activity object bound to a `@TaskLocal`, which every
  /// `Task { }` it creates copies and releases when it ends, and which every
  /// `Task.detached { }` it starts holds until it ends. On timeout a
  /// ``RuntimeIssue`` names what is still running.
  ///
  /// Work that sleeps on the host's ``RuntimeClock`` does not wait for the
  /// wall: once the rest of the work has run (the same picture for several
  /// turns of the main actor in a row), the clock jumps to the earliest
  /// deadline and wakes the sleepers due then, so a slow answer arrives after
  /// a fast one on every run however busy the machine is.
  ///
  /// A tick (a loop sleeping again for its period, a repeating timer) never
  /// ends, so the clock does not move for it: a host whose only waiting work
  /// is ticks is settled, and ``advance(by:timeout:)`` moves time on.
  @discardableResult
  public func settle(timeout: Duration? = nil) async -> SettleResult {
    await settle(timeout: timeout, clockLimit: nil)
  }

  /// Moves the host's clock on by `duration`, waking each sleep due in that
  /// time in deadline order, each wake its own update, then settles.
  ///
  /// Time passes only this way for a tick: a `Task.sleep` loop in a `.task`,
  /// a repeating `Timer`, an `asyncAfter` that schedules itself again.
  ///
  /// ```swift
  /// let host = ViewHost(Stopwatch())     // ticks once a second
  /// await host.advance(by: .seconds(3))  // three ticks, three updates
  /// ```
  @discardableResult
  public func advance(by duration: Duration, timeout: Duration? = nil) async -> SettleResult {
    let target = graph.clock.now + max(duration, .zero)
    let result = await settle(timeout: timeout, clockLimit: target)
    graph.clock.move(to: target)
    return result
  }

  /// `settle()`, moving the clock only up to `clockLimit` when one is given
  /// (for ticks too), else only for sleeps that are not ticks.
  private func settle(timeout: Duration?, clockLimit: Duration?) async -> SettleResult {
    graph.clock.forgetWokenTasks()
    let clock = ContinuousClock()
    let limit = timeout ?? options.settleTimeout
    // The time this loop waited, not the wall: a turn of the main actor that
    // took long (another test, another host holding it) counts as at most a
    // short one, so a starved settle does not give up on work that progresses.
    var waited = Duration.zero
    var lastTurn = clock.now
    var unchangedTurns = 0
    var lastPicture: [Int] = []
    while true {
      graph.flush()
      // Give started tasks a chance to run before deciding.
      await Task.yield()
      if graph.activity.isQuiet && !graph.hasPendingWork {
        graph.flush()
        if graph.activity.isQuiet && !graph.hasPendingWork { return .settled }
      }
      if graph.clock.sleeperCount > 0 {
        // Main-actor work queued before this turn has run by now; the picture
        // staying the same for several turns means everything left is asleep.
        let picture = [
          graph.clock.sleeperCount, graph.activity.running.count, graph.events.count,
          graph.hasPendingWork ? 1 : 0,
        ]
        unchangedTurns = picture == lastPicture ? unchangedTurns + 1 : 0
        lastPicture = picture
        if unchangedTurns >= Self.turnsBeforeTheClockMoves {
          unchangedTurns = 0
          let mayMove =
            if let clockLimit {
              graph.clock.nextDeadline.map { $0 <= clockLimit } ?? false
            } else {
              graph.clock.hasSleeperToWaitFor
            }
          if mayMove {
            graph.clock.advanceToNextDeadline()
          } else if graph.clock.sleeperCount >= graph.activity.running.count && !graph.hasPendingWork {
            // Everything still running waits for a time the clock is not to reach.
            return .settled
          }
        }
      }
      let now = clock.now
      waited += min(now - lastTurn, .milliseconds(50))
      lastTurn = now
      if waited >= limit {
        // The deadline may have passed while the main actor was busy elsewhere,
        // with finished work still queued behind this loop: let queued jobs run
        // before deciding that something is stuck.
        for _ in 0..<16 {
          await Task.yield()
          graph.flush()
          if graph.activity.isQuiet && !graph.hasPendingWork { return .settled }
        }
        let running = graph.activity.running
        graph.raise(
          RuntimeIssue(
            kind: .settleTimedOut, severity: .error,
            message: "settle() gave up after \(timeout ?? options.settleTimeout) with work still running: "
              + running.joined(separator: "; "),
            path: nil))
        return .timedOut(stillRunning: running)
      }
      if graph.clock.sleeperCount == 0 {
        try? await Task.sleep(for: .milliseconds(1), tolerance: nil, clock: ContinuousClock())
      }
    }
  }

  /// Turns of the main actor with nothing changing before the clock moves on.
  static var turnsBeforeTheClockMoves: Int { 8 }
}
