import StateRuntime
import Testing

/// `State`'s and `Binding`'s `wrappedValue`, `State.projectedValue`,
/// `Binding.init(get:set:)` and `DynamicProperty` carry no `@MainActor`, as
/// Apple declares them ("It is safe to mutate state properties from any
/// thread"): code in a nonisolated context compiles, and what it writes
/// reaches the view through an update on the main actor, with no warning
/// (SwiftUI raises none for state).
extension Binding {
  /// A published helper's shape: a nonisolated extension that reads the
  /// binding and makes one from closures.
  fileprivate func logging(into log: LogBox) -> Binding<Value> {
    Binding(
      get: { wrappedValue },
      set: {
        wrappedValue = $0
        log.append("set \($0)")
      })
  }
}

final class LogBox: @unchecked Sendable {
  private(set) var lines: [String] = []
  func append(_ line: String) { lines.append(line) }
}

/// Off the main actor: reads and writes through a binding to state.
private func finishDownload(_ count: Binding<Int>) {
  count.wrappedValue += 1
  count.wrappedValue += 1  // the second write sees the first: the value changed at once
}

@MainActor
struct StateIsolationTests {
  struct Downloader: View {
    let log: LogBox
    @State private var count = 0
    var body: some View {
      VStack {
        Text("count \(count)")
        Stepper("Step", value: $count.logging(into: log))
        Button("Download") {
          let count = $count
          Task.detached { finishDownload(count) }
        }
      }
    }
  }

  @Test func stateWrittenOffTheMainActorUpdatesTheViewWithoutAWarning() async throws {
    let log = LogBox()
    let host = ViewHost(Downloader(log: log))
    try host.tap("Download")
    await host.settle()
    #expect(host.element("count 2") != nil, "\(host.render())")
    #expect(host.issues.isEmpty, "\(host.issues)")
    try host.increment("Step")
    #expect(host.element("count 3") != nil, "\(host.render())")
    #expect(log.lines == ["set 3"])
  }

  /// A binding made off the main actor reads what the state holds.
  @Test func aBindingMadeOffTheMainActorReadsTheState() async throws {
    let constant = await Task.detached { Binding.constant(4).wrappedValue }.value
    #expect(constant == 4)
    let log = LogBox()
    let host = ViewHost(Downloader(log: log))
    try host.tap("Download")
    await host.settle()
    try host.tap("Download")
    await host.settle()
    #expect(host.element("count 4") != nil, "\(host.render())")
  }
}
