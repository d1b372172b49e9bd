import StateRuntime
import Testing

/// Asynchronous work on the host's clock: `settle()` moves it on only when
/// nothing else can run, so the order of answers is the order of deadlines on
/// every run, and no wall time passes.
@MainActor
struct RuntimeClockTests {
  @MainActor final class Log {
    var arrivals: [String] = []
  }

  struct Racer: View {
    let log: Log
    @State private var shown = "none"
    var body: some View {
      VStack {
        Text("shown \(shown)")
        Button("Race") {
          for (name, delay) in [("slow", 300), ("fast", 20), ("middle", 100)] {
            Task {
              try await RuntimeClock.sleep(for: .milliseconds(delay))
              log.arrivals.append(name)
              shown = name
            }
          }
        }
      }
    }
  }

  @Test func sleepersWakeInDeadlineOrderAndEachAnswerIsItsOwnUpdate() async throws {
    let log = Log()
    let host = ViewHost(Racer(log: log))
    try host.tap("Race")
    #expect(await host.settle() == .settled)
    #expect(log.arrivals == ["fast", "middle", "slow"])
    #expect(host.element("shown")?.label == "shown slow")
    #expect(host.clock.now == .milliseconds(300))
    let passes = host.events.filter { if case .passStarted = $0 { true } else { false } }
    #expect(passes.count == 4, "the mount, then one update per answer")
  }

  struct PriceTicker: View {
    @State private var ticks = 0
    var body: some View {
      Text("ticks \(ticks)")
        .task {
          // An hour of virtual time: the clock jumps, the wall does not wait.
          for _ in 0..<60 {
            try? await RuntimeClock.sleep(for: .seconds(60))
            ticks += 1
          }
        }
    }
  }

  @Test func aTickingTaskSettlesAndAdvanceMovesItOnWithoutWaitingForTheWall() async {
    let host = ViewHost(PriceTicker())
    #expect(await host.settle(timeout: .seconds(5)) == .settled)
    // The first sleep is work to wait for; the second, for the same minute, is a tick.
    #expect(host.element("ticks")?.label == "ticks 1")
    #expect(host.clock.now == .seconds(60))
    // The rest of the hour passes by a step: the clock jumps, the wall does not wait.
    #expect(await host.advance(by: .seconds(59 * 60), timeout: .seconds(5)) == .settled)
    #expect(host.element("ticks")?.label == "ticks 60")
    #expect(host.clock.now == .seconds(3600))
  }

  @Test func advanceStopsAtItsTargetBetweenTicks() async {
    let host = ViewHost(PriceTicker())
    await host.settle()
    #expect(await host.advance(by: .seconds(150)) == .settled)
    #expect(host.element("ticks")?.label == "ticks 3", "ticks at 120 s and 180 s: only the first is due")
    #expect(host.clock.now == .seconds(210))
  }

  struct Cancelling: View {
    let log: Log
    @State private var query = "a"
    var body: some View {
      VStack {
        Button("Next") { query = "ab" }
      }
      .task(id: query) {
        do {
          try await RuntimeClock.sleep(for: .milliseconds(query.count == 1 ? 300 : 20))
          log.arrivals.append(query)
        } catch {
          log.arrivals.append("cancelled")
        }
      }
    }
  }

  @Test func aCancelledSleeperThrowsAtOnce() async throws {
    let log = Log()
    let host = ViewHost(Cancelling(log: log))
    try host.tap("Next")
    #expect(await host.settle() == .settled)
    #expect(log.arrivals == ["cancelled", "ab"])
  }

  @Test func outsideAHostItSleepsOnTheWall() async throws {
    try await RuntimeClock.sleep(for: .milliseconds(1))
  }
}
