@_spi(Tooling) import StateRuntime
import Testing

/// `.onChange(of:)`'s action has a log line of its own when it runs, before the writes
/// it makes, as `.onAppear`'s has (issue 34, item 6).
@MainActor
struct OnChangeLogTests {
  struct Thermostat: View {
    @State var reading = 31
    @State var alerts = 0
    let initial: Bool
    var body: some View {
      VStack {
        Text("Alerts: \(alerts)")
        Button("Cool") { reading = 27 }
      }
      .onChange(of: reading, initial: initial) { _, new in
        if new > 30 || new < 28 { alerts += 1 }
      }
    }
  }

  @Test func theActionsLineNamesBothValuesAndPrecedesItsWrites() throws {
    let host = ViewHost(Thermostat(initial: false))
    #expect(!host.events.contains { if case .changeActionRan = $0 { true } else { false } })
    let before = host.events.count
    try host.tap("Cool")
    let lines = host.events[before...].compactMap(\.logLine)
    let ran = try #require(lines.firstIndex { $0.hasPrefix("↳ Thermostat: onChange(of:) runs with 31 → 27") })
    let write = try #require(lines.firstIndex(of: "= Thermostat._alerts: 0 → 1"))
    #expect(ran < write)
  }

  @Test func theInitialRunSaysTheViewAppeared() {
    let host = ViewHost(Thermostat(initial: true))
    let lines = host.events.compactMap(\.logLine)
    let ran = lines.firstIndex {
      $0.hasPrefix("↳ Thermostat: onChange(of:, initial: true) runs as the view appears, with 31")
    }
    let write = lines.firstIndex(of: "= Thermostat._alerts: 0 → 1")
    #expect(ran != nil && write != nil && ran! < write!)
  }
}
