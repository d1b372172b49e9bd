import Foundation
import StateRuntime
import Testing

/// Each turn of the main queue is its own update, as SwiftUI's run loop makes
/// it: writes made in separate `DispatchQueue.main.async` blocks are never
/// coalesced into one pass (OpenSwiftUI's `booleanValueChanges` and
/// `nonEquatable`, recorded against Apple's SwiftUI).
@MainActor
struct MainQueueTurnTests {
  @MainActor final class Record {
    var seen: [Bool] = []
  }

  struct Flipping: View {
    let record: Record
    @State private var isOn = false
    var body: some View {
      Text(isOn ? "on" : "off")
        .onAppear {
          isOn = true
          DispatchQueue.main.async {
            isOn = false
            DispatchQueue.main.async {
              isOn = true
            }
          }
        }
        .onChange(of: isOn) { _, new in record.seen.append(new) }
    }
  }

  @Test func eachTurnOfTheMainQueueRunsOnChangeOnce() async {
    let record = Record()
    let host = ViewHost(Flipping(record: record))
    #expect(await host.settle() == .settled)
    #expect(record.seen == [true, false, true])
    #expect(host.element("on") != nil)
  }

  struct Counted: View {
    let count: Int
    var body: some View { Text("count \(count)") }
  }

  struct Bumping: View {
    @State private var count = 0
    var body: some View {
      Counted(count: count)
        .onAppear {
          DispatchQueue.main.async {
            count += 2
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
              count += 2
            }
          }
        }
    }
  }

  @Test func aChildWhoseInputChangesInTwoTurnsRunsItsBodyThreeTimes() async {
    let host = ViewHost(Bumping())
    #expect(await host.settle() == .settled)
    #expect(host.bodyCount(of: "Counted") == 3)
    #expect(host.element("count 4") != nil)
  }
}

/// `asyncAfter` on the main queue waits on the host's clock; one that
/// schedules itself again is a tick, which `advance(by:)` moves on.
@MainActor
struct MainQueueDelayTests {
  struct Blinker: View {
    @State private var blinks = 0
    var body: some View {
      Text("blinks \(blinks)")
        .onAppear { schedule() }
    }

    func schedule() {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        blinks += 1
        schedule()
      }
    }
  }

  @Test func aSelfSchedulingBlockSettlesAndAdvanceRunsOneTurnPerDelay() async {
    let host = ViewHost(Blinker())
    #expect(await host.settle(timeout: .seconds(5)) == .settled)
    #expect(host.element("blinks 1") != nil, "the first delay is waited for; the next repeats it")
    // The delay is read from the wall deadline when the block is scheduled (see
    // MainQueueTurn.delay(until:)), so the clock's reading is not asserted to the millisecond.
    let start = host.clock.now
    #expect(await host.advance(by: .seconds(2)) == .settled)
    #expect(host.element("blinks 5") != nil)
    #expect(host.clock.now == start + .seconds(2), "advance stops where it was asked to")
  }
}
