import StateRuntime
import Testing

/// `onChange(of:)` as OpenSwiftUI's `ValueActionModifierCompatibilityTests`
/// record it against Apple's SwiftUI, ported to the driver API: an
/// `onAppear` writes the value once, then a later event writes it again
/// (the original used `DispatchQueue.main.async`; here a button).
@MainActor
struct ValueActionCompatibilityTests {
  @MainActor final class Record {
    var old: [Int] = []
    var new: [Int] = []
    var calls = 0
  }

  struct Watched: View {
    let record: Record
    let initial: Bool
    @State private var value = 0
    var body: some View {
      VStack {
        Text("value \(value)")
          .onAppear { value = 1 }
          .onChange(of: value, initial: initial) { old, new in
            record.old.append(old)
            record.new.append(new)
          }
        Button("Two") { value = 2 }
        Button("Two again") { value = 2 }
      }
    }
  }

  @Test func twoParametersReceiveTheOldAndNewValues() throws {
    let record = Record()
    let host = ViewHost(Watched(record: record, initial: false))
    try host.tap("Two")
    #expect(record.old == [0, 1])
    #expect(record.new == [1, 2])
  }

  @Test func initialAlsoRunsWhenTheViewAppears() throws {
    let record = Record()
    let host = ViewHost(Watched(record: record, initial: true))
    try host.tap("Two")
    #expect(record.old == [0, 0, 1])
    #expect(record.new == [0, 1, 2])
  }

  @Test func writingAnEqualValueDoesNotCallTheAction() throws {
    let record = Record()
    let host = ViewHost(Watched(record: record, initial: false))
    try host.tap("Two")
    try host.tap("Two again")
    #expect(record.new == [1, 2])
  }

  struct Flipper: View {
    let record: Record
    @State private var isOn = false
    var body: some View {
      VStack {
        Text(isOn ? "on" : "off")
          .onChange(of: isOn) { record.calls += 1 }
        Button("Flip") { isOn.toggle() }
      }
    }
  }

  @Test func zeroParametersRunOnEveryChange() throws {
    let record = Record()
    let host = ViewHost(Flipper(record: record))
    for _ in 0..<3 { try host.tap("Flip") }
    #expect(record.calls == 3)
  }

  struct Reloader: View {
    let record: Record
    @State private var value = 0
    var body: some View {
      VStack {
        Text("value \(value)")
          .task(id: value) { record.calls += 1 }
        Button("Next") { value += 1 }
      }
    }
  }

  @Test func taskWithAnIDRunsAgainWhenTheIDChanges() async throws {
    // TaskModifierCompatibilityTests: two runs for one id change.
    let record = Record()
    let host = ViewHost(Reloader(record: record))
    await host.settle(timeout: patientSettle)
    try host.tap("Next")
    await host.settle(timeout: patientSettle)
    #expect(record.calls == 2)
  }
}
