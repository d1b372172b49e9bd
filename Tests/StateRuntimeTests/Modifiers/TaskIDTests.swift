import StateRuntime
import Testing

/// `.task(id:)`: when the id changes between updates, the running task is
/// cancelled and a new one starts (Apple's `task(id:priority:_:)`).
@MainActor
struct TaskIDTests {
  @MainActor final class Journal {
    var entries: [String] = []
  }

  struct Search: View {
    let journal: Journal
    @State private var query = ""
    var body: some View {
      TextField("Search", text: $query)
        .task(id: query) {
          // The query this task started for: `query` itself reads the current state.
          let started = query
          journal.entries.append("started \(started)")
          do {
            // Long enough that only cancellation ends it early.
            try await Task.sleep(for: started == "s" ? .seconds(60) : .milliseconds(1))
            journal.entries.append("finished \(started)")
          } catch {
            journal.entries.append("cancelled \(started)")
          }
        }
    }
  }

  @Test func aNewIDCancelsTheRunningTaskAndStartsAnother() async throws {
    let journal = Journal()
    let host = ViewHost(Search(journal: journal))
    await host.settle(timeout: patientSettle)
    try host.type("s", into: "Search")
    // Let the "s" task start and begin its long wait.
    while !journal.entries.contains("started s") { await Task.yield() }
    try host.type("sw", into: "Search")
    #expect(await host.settle(timeout: patientSettle) == .settled)
    // The cancelled task and the new one both resume on the main actor, in no set order.
    #expect(journal.entries.prefix(3) == ["started ", "finished ", "started s"])
    #expect(Set(journal.entries.dropFirst(3)) == ["cancelled s", "started sw", "finished sw"])
    #expect(journal.entries.firstIndex(of: "started sw")! < journal.entries.firstIndex(of: "finished sw")!)
  }

  @Test func anEqualIDKeepsTheRunningTask() async throws {
    let journal = Journal()
    let host = ViewHost(Search(journal: journal))
    await host.settle(timeout: patientSettle)
    try host.type("sw", into: "Search")
    try host.type("sw", into: "Search")
    await host.settle(timeout: patientSettle)
    #expect(journal.entries.filter { $0.hasPrefix("started") } == ["started ", "started sw"])
  }

  struct Gone: View {
    let journal: Journal
    var shows: Bool
    var body: some View {
      if shows {
        Text("loading").task(id: 1) {
          journal.entries.append("started")
          do {
            try await Task.sleep(for: .seconds(60))
            journal.entries.append("finished")
          } catch {
            journal.entries.append("cancelled")
          }
        }
      }
    }
  }

  @Test func theTaskIsCancelledWhenItsViewGoesAway() async {
    let journal = Journal()
    let host = ViewHost(Gone(journal: journal, shows: true))
    // Let the task start and begin its long wait: on a loaded machine one yield may not
    // be enough, and a view removed first would test cancellation before the start.
    while !journal.entries.contains("started") { await Task.yield() }
    host.root = Gone(journal: journal, shows: false)
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(journal.entries == ["started", "cancelled"])
  }
}
