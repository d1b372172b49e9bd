import StateRuntime
import Testing

/// `Task.sleep` in a view sleeps on the host's clock: a ticking view settles,
/// and `advance(by:)` moves time on by a step, one update per tick.
@MainActor
struct TaskSleepOnTheClockTests {
  struct Stopwatch: View {
    @State private var seconds = 0
    var body: some View {
      Text("elapsed \(seconds)")
        .task {
          while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(1))
            seconds += 1
          }
        }
    }
  }

  @Test func aViewThatTicksForeverSettles() async {
    let host = ViewHost(Stopwatch())
    // Before the clock, this gave up after five seconds of the wall with the `.task` still running.
    #expect(await host.settle(timeout: .seconds(5)) == .settled)
    #expect(host.issues.isEmpty)
    #expect(host.element("elapsed 1") != nil)
  }

  @Test func advancingByThreeSecondsTicksThreeTimesEachItsOwnUpdate() async {
    let host = ViewHost(Stopwatch())
    await host.settle()
    let passesBefore = host.events.filter { if case .passStarted = $0 { true } else { false } }.count
    #expect(await host.advance(by: .seconds(3)) == .settled)
    #expect(host.element("elapsed 4") != nil)
    #expect(host.clock.now == .seconds(4))
    let passes = host.events.filter { if case .passStarted = $0 { true } else { false } }.count - passesBefore
    #expect(passes == 3)
  }

  struct Nanosleeper: View {
    @State private var shown = "waiting"
    var body: some View {
      Text(shown)
        .task {
          try? await Task.sleep(nanoseconds: 2_000_000_000)
          shown = "woke"
        }
    }
  }

  @Test func aOneOffSleepIsWaitedForOnTheClockNotTheWall() async {
    let host = ViewHost(Nanosleeper())
    #expect(await host.settle() == .settled)
    #expect(host.element("woke") != nil)
    // A sleep on the wall would have left the host's clock where it was.
    #expect(host.clock.now == .seconds(2))
  }

  /// A loop that sleeps until a deadline read from the wall (`.now + .seconds(1)`), where
  /// reading the wall and starting the sleep take a moment: the first round a short one, the
  /// later rounds 40 ms, as on a busy machine.
  struct DeadlineTicker: View {
    @State private var rounds = 0
    var body: some View {
      Text("rounds \(rounds)")
        .task {
          var round = 0
          while !Task.isCancelled {
            let deadline = ContinuousClock.now + .seconds(1)
            if round > 0 { Self.busy(for: .milliseconds(40)) }
            round += 1
            try? await Task.sleep(until: deadline, clock: .continuous)
            rounds += 1
          }
        }
    }

    /// Keeps the thread busy for `duration` of the wall.
    static func busy(for duration: Duration) {
      let start = ContinuousClock.now
      while ContinuousClock.now - start < duration {}
    }
  }

  /// The later rounds wait 0.96 s, not the 1 s the clock woke the loop from: still that
  /// second's tick, so mounting wakes it once (it woke twice, a CI run under load showed) and
  /// three seconds are three rounds.
  @Test func aDeadlineLoopIsATickHoweverLongReadingTheWallTook() async {
    let host = ViewHost(DeadlineTicker())
    #expect(await host.settle() == .settled)
    #expect(host.element("rounds 1") != nil, "\(host.render())")
    #expect(await host.advance(by: .seconds(3)) == .settled)
    #expect(host.element("rounds 4") != nil, "\(host.render())")
    #expect(host.clock.now == .seconds(4))
  }

  struct TwoDeadlines: View {
    @State private var step = 0
    var body: some View {
      Text("step \(step)")
        .task {
          try? await Task.sleep(until: .now + .seconds(1), clock: .continuous)
          step = 1
          try? await Task.sleep(until: .now + .milliseconds(500), clock: .continuous)
          step = 2
        }
    }
  }

  /// Waits of different lengths read from the wall (two answers of a slow network) are no
  /// loop: settling waits for both, on the clock.
  ///
  /// Each wait is the time from the sleep's start to its deadline, up to the next hundredth
  /// (`roundedUpToHundredths`): the moment between reading the wall and the sleep starting is
  /// lost, under 10 ms on an idle machine, so 1.5 s in all. A busy one stretches that moment
  /// (1.48 s at a load of 12 on two cores), as the model says, so the clock is held to the
  /// two waits less the slack the runtime allows a wall reading (`wallReadingSlack`).
  @Test func twoDeadlinesOfDifferentLengthsAreWaitedFor() async {
    let host = ViewHost(TwoDeadlines())
    #expect(await host.settle() == .settled)
    #expect(host.element("step 2") != nil, "\(host.render())")
    #expect(host.clock.now <= .milliseconds(1500))
    #expect(host.clock.now >= .milliseconds(1400), "\(host.clock.now)")  // the slack is 100 ms
  }
}
