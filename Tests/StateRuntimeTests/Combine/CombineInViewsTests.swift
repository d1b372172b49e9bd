import Foundation
import StateRuntime
import Testing

/// Combine in views: `onReceive` of any publisher follows the view's appearance, and time
/// (a timer a model connects, a debounce) passes on the host's clock.
@MainActor
struct CombineInViewsTests {
  final class Events {
    let subject = PassthroughSubject<String, Never>()
  }

  struct Listener: View {
    let events: Events
    @State private var last = "none"
    var body: some View {
      Text("last \(last)")
        .onReceive(events.subject) { last = $0 }
    }
  }

  struct Switch: View {
    let events: Events
    @State private var isShown = true
    var body: some View {
      VStack {
        if isShown { Listener(events: events) }
        Button("Hide") { isShown = false }
      }
    }
  }

  @Test func onReceiveDeliversWhileTheViewIsOnScreenOnly() async throws {
    let events = Events()
    let host = ViewHost(Switch(events: events))
    await host.settle()
    events.subject.send("one")
    await host.settle()
    #expect(host.element("last one") != nil)
    try host.tap("Hide")
    host.resetCounts()
    events.subject.send("two")
    await host.settle()
    #expect(host.bodyCount(of: "Listener") == 0)
  }

  final class Stopwatch: ObservableObject {
    @Published var ticks = 0
    private var cancellables = Set<AnyCancellable>()
    init() {
      Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        .sink { [weak self] _ in self?.ticks += 1 }
        .store(in: &cancellables)
    }
  }

  struct StopwatchView: View {
    @StateObject private var model = Stopwatch()
    var body: some View { Text("ticks \(model.ticks)") }
  }

  @Test func aTimerAModelConnectsWhileMountedRunsOnTheHostsClock() async {
    let host = ViewHost(StopwatchView())
    #expect(await host.settle(timeout: .seconds(5)) == .settled)
    #expect(host.element("ticks 0") != nil)
    #expect(await host.advance(by: .seconds(3)) == .settled)
    #expect(host.element("ticks 3") != nil, "\(host.render()) \(host.clock.now)")
  }

  final class Search: ObservableObject {
    @Published var query = ""
    @Published var runs: [String] = []
    private var cancellables = Set<AnyCancellable>()
    init() {
      $query.dropFirst().debounce(for: .milliseconds(300), scheduler: RunLoop.main)
        .sink { [weak self] in self?.runs.append($0) }
        .store(in: &cancellables)
    }
  }

  struct SearchView: View {
    @StateObject private var model = Search()
    var body: some View {
      VStack {
        TextField("Query", text: $model.query)
        Text("runs \(model.runs.joined(separator: ","))")
      }
    }
  }

  @Test func aDebounceWaitsOnTheHostsClockAndKeepsOnlyTheLastValue() async throws {
    let host = ViewHost(SearchView())
    await host.settle()
    let start = host.clock.now
    try host.type("s", into: "Query")
    try host.type("sw", into: "Query")
    #expect(await host.settle() == .settled)
    #expect(host.element("runs sw") != nil)
    #expect(host.clock.now - start == .milliseconds(300))
  }
}
