import StateRuntime
import Testing

// Modelled on Apple's `task(id:priority:_:)`: "Adds a task to perform before
// this view appears or when a specified value changes", where the id "must
// conform to the Equatable protocol", and "If the id value changes, SwiftUI
// cancels and restarts the task."
@MainActor
struct TaskModifierTests {
  /// Equatable and deliberately not Hashable: `task(id:)` must accept it.
  struct Query: Equatable {
    var text: String
  }

  @MainActor final class Journal {
    var entries: [String] = []
  }

  struct Search: View {
    let journal: Journal
    var query: Query
    var body: some View {
      Text("results for \(query.text)")
        .task(id: query) {
          journal.entries.append("start \(query.text)")
          do {
            // "slow" waits until it is cancelled.
            try await Task.sleep(for: .seconds(query.text == "slow" ? 3600 : 0))
            journal.entries.append("done \(query.text)")
          } catch {
            journal.entries.append("cancelled \(query.text)")
          }
        }
    }
  }

  @Test func anEquatableIDThatChangesCancelsTheOldTaskAndStartsANewOne() async {
    let journal = Journal()
    let host = ViewHost(Search(journal: journal, query: Query(text: "slow")))
    host.root = Search(journal: journal, query: Query(text: "fast"))
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(journal.entries.filter { $0.hasPrefix("start") } == ["start slow", "start fast"])
    #expect(journal.entries.contains("cancelled slow"))
    #expect(!journal.entries.contains("done slow"))
    #expect(journal.entries.contains("done fast"))
  }

  @Test func anEqualIDDoesNotRestartTheTask() async {
    let journal = Journal()
    let host = ViewHost(Search(journal: journal, query: Query(text: "fast")))
    #expect(await host.settle(timeout: patientSettle) == .settled)
    host.root = Search(journal: journal, query: Query(text: "fast"))
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(journal.entries == ["start fast", "done fast"])
  }
}
