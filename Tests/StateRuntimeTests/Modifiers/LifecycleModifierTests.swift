import StateRuntime
import Testing

@MainActor
struct LifecycleModifierTests {
  @MainActor final class Journal {
    var entries: [String] = []
  }

  struct Panel: View {
    let journal: Journal
    var body: some View {
      Text("panel")
        .onAppear { journal.entries.append("appeared") }
        .onDisappear { journal.entries.append("disappeared") }
    }
  }

  struct Screen: View {
    let journal: Journal
    var showsPanel: Bool
    var body: some View {
      VStack {
        if showsPanel { Panel(journal: journal) }
      }
    }
  }

  @Test func onAppearAndOnDisappearFollowIdentity() {
    let journal = Journal()
    let host = ViewHost(Screen(journal: journal, showsPanel: true))
    #expect(journal.entries == ["appeared"])
    host.root = Screen(journal: journal, showsPanel: true)
    #expect(journal.entries == ["appeared"])
    host.root = Screen(journal: journal, showsPanel: false)
    #expect(journal.entries == ["appeared", "disappeared"])
  }

  @MainActor @Observable final class Feed {
    var loads: [Int] = []
    func load(_ page: Int) async {
      loads.append(page)
    }
  }

  struct Pager: View {
    let feed: Feed
    var page: Int
    var body: some View {
      Text("page \(page)")
        .task(id: page) { await feed.load(page) }
    }
  }

  @Test func taskWithAnIDRestartsWhenTheIDChanges() async {
    let feed = Feed()
    let host = ViewHost(Pager(feed: feed, page: 1))
    await host.settle(timeout: patientSettle)
    host.root = Pager(feed: feed, page: 1)
    await host.settle(timeout: patientSettle)
    host.root = Pager(feed: feed, page: 2)
    await host.settle(timeout: patientSettle)
    #expect(feed.loads == [1, 2])
  }
}
