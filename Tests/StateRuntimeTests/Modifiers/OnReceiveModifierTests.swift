import Foundation
import StateRuntime
import Testing

/// A repeating timer in a view fires on the host's clock: the view settles at
/// once, and `advance(by:)` fires it once per interval, each fire an update.
@MainActor
struct OnReceiveModifierTests {
  struct Clockface: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var fires = 0
    var body: some View {
      Text("fires \(fires)")
        .onReceive(timer) { _ in fires += 1 }
    }
  }

  @Test func aRepeatingTimerSettlesWithoutFiring() async {
    let host = ViewHost(Clockface())
    #expect(await host.settle(timeout: .seconds(5)) == .settled)
    #expect(host.element("fires 0") != nil)
    #expect(host.clock.now == .zero)
  }

  @Test func advanceFiresItOncePerIntervalEachFireItsOwnUpdate() async {
    let host = ViewHost(Clockface())
    await host.settle()
    host.resetCounts()
    #expect(await host.advance(by: .seconds(2)) == .settled)
    #expect(host.element("fires 4") != nil)
    #expect(host.bodyCount(of: "Clockface") == 4)
  }

  struct Switchable: View {
    @State private var isShown = true
    var body: some View {
      VStack {
        if isShown { Clockface() }
        Button("Hide") { isShown = false }
      }
    }
  }

  @Test func theTimerStopsWhenItsViewLeaves() async throws {
    let host = ViewHost(Switchable())
    await host.advance(by: .seconds(1))
    try host.tap("Hide")
    #expect(await host.advance(by: .seconds(5)) == .settled)
    #expect(host.clock.now == .seconds(6))
    #expect(host.bodyCount(of: "Clockface") == 3, "the mount and two fires, none after it left")
  }
}
