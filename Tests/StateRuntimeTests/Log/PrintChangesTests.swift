import Testing

// `@testable` to swap the writer of `_printChanges()` for a buffer.
@_spi(Tooling) @testable import StateRuntime

// Learners paste SwiftUI's debugging calls into bodies: `let _ =
// Self._printChanges()` prints why the body runs (standard output) and
// `Self._logChanges()` logs it (SwiftUI: category "Changed Body Properties").
// The line is the one the host records for that evaluation (OpenSwiftUI's
// ChangedBodyPropertyCompatibilityTests compare exactly this line).
@MainActor
@Suite(.serialized)
struct PrintChangesTests {
  final class Printed {
    var lines: [String] = []
  }

  /// Runs `body` with `_printChanges()` writing into the returned buffer.
  private func capturingPrints(_ body: () throws -> Void) rethrows -> [String] {
    let printed = Printed()
    let previous = ChangeReporting.write
    ChangeReporting.write = { printed.lines.append($0) }
    defer { ChangeReporting.write = previous }
    try body()
    return printed.lines
  }

  struct Banner: View {
    let title: String
    var body: some View {
      let _ = Self._printChanges()
      Text(title)
    }
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View {
      let _ = Self._printChanges()
      VStack {
        Banner(title: "count \(count)")
        Button("Add") { count += 1 }
      }
    }
  }

  @Test func printChangesPrintsTheLineOfTheEvaluationInProgress() throws {
    var host: ViewHost<Counter>?
    let printed = try capturingPrints {
      host = ViewHost(Counter())
      try host?.tap("Add")
    }
    let recorded = try #require(host).changes.map(\.description)
    #expect(printed == recorded)
    #expect(printed.count == 4)
  }

  @Test func aPrintNamesTheChangedPropertyAfterAWrite() throws {
    let host = ViewHost(Counter())
    let printed = try capturingPrints { try host.tap("Add") }
    // SwiftUI's line names the type qualified by its enclosing types.
    #expect(
      printed == ["PrintChangesTests.Counter: _count changed.", "PrintChangesTests.Banner: @self changed."])
  }

  @Test func outsideABodyNothingIsPrinted() {
    let printed = capturingPrints {
      _ = ViewHost(Text("idle"))
      Banner._printChanges()
      Counter._logChanges()
    }
    #expect(printed.isEmpty)
  }

  struct Logged: View {
    @State private var isOn = false
    var body: some View {
      let _ = Self._logChanges()
      Toggle("Power", isOn: $isOn)
      Text(isOn ? "on" : "off")
    }
  }

  @Test func logChangesRecordsTheLineInTheHostsEventsBeforeTheBodysOwn() throws {
    let host = ViewHost(Logged())
    try host.toggle("Power")
    let logged = host.events.compactMap { if case .changesLogged(let change) = $0 { change } else { nil } }
    #expect(logged == host.changes)
    #expect(logged.count == 2)
    let index = try #require(host.events.firstIndex(of: .changesLogged(host.changes[1])))
    #expect(host.events[index + 1] == .bodyEvaluated(host.changes[1]))
    #expect(host.events[index].logLine == "» Changed Body Properties: \(host.changes[1].description)")
  }
}
