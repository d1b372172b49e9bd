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
}
