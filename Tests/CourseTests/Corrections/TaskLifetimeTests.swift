import StateRuntime
import Testing

/// Lesson 6's rule for `.task`, checked against a run: it starts on
/// appearance and is cancelled on disappearance, and an identity change is a
/// disappearance plus an appearance (Apple's `task(priority:_:)`: "Adds an
/// asynchronous task to perform before this view appears", cancelled after
/// the view disappears).
@MainActor
struct TaskLifetimeTests {
  @MainActor final class Journal {
    var entries: [String] = []
  }

  struct Panel: View {
    let journal: Journal
    let name: String
    var body: some View {
      Text("Panel \(name)")
        .task {
          journal.entries.append("start \(name)")
          do {
            // The first panel waits until it is cancelled; the second finishes.
            try await Task.sleep(for: .seconds(name == "A" ? 3600 : 0))
            journal.entries.append("done \(name)")
          } catch {
            journal.entries.append("cancelled \(name)")
          }
        }
    }
  }

  struct Screen: View {
    let journal: Journal
    var panelID: String
    var body: some View {
      Panel(journal: journal, name: panelID).id(panelID)
    }
  }

  @Test func aNewIdentityCancelsTheTaskAndStartsAnother() async {
    let journal = Journal()
    let host = ViewHost(Screen(journal: journal, panelID: "A"))
    host.root = Screen(journal: journal, panelID: "B")
    #expect(await host.settle(timeout: .seconds(60)) == .settled)
    #expect(journal.entries.filter { $0.hasPrefix("start") } == ["start A", "start B"])
    #expect(journal.entries.contains("cancelled A"))
    #expect(journal.entries.contains("done B"))
  }

  @Test func anUpdateOfTheSameIdentityDoesNotRestartIt() async {
    struct Counter: View {
      let journal: Journal
      @State private var taps = 0
      var body: some View {
        Button("Tap \(taps)") { taps += 1 }
          .task { journal.entries.append("start") }
      }
    }
    let journal = Journal()
    let host = ViewHost(Counter(journal: journal))
    #expect(await host.settle(timeout: .seconds(60)) == .settled)
    try? host.tap("Tap 0")
    #expect(await host.settle(timeout: .seconds(60)) == .settled)
    #expect(journal.entries == ["start"])
  }
}
