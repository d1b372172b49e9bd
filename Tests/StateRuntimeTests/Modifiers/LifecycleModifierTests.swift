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

@MainActor
struct OnChangeModifierTests {
  struct Search: View {
    @State var query = ""
    @State var history: [String] = []
    var body: some View {
      VStack {
        TextField("Query", text: $query)
        Text("history: \(history.joined(separator: ","))")
      }
      .onChange(of: query) { old, new in history.append("\(old)>\(new)") }
    }
  }

  @Test func onChangeRunsAfterTheUpdateWithOldAndNewValues() throws {
    let host = ViewHost(Search())
    #expect(host.element("history: ") != nil)
    try host.type("sw", into: "Query")
    try host.type("swift", into: "Query")
    #expect(host.element("history: >sw,sw>swift") != nil)
    #expect(host.issues.isEmpty)
  }

  struct Initial: View {
    @State var seen = 0
    var body: some View {
      Text("seen \(seen)").onChange(of: 1, initial: true) { seen += 1 }
    }
  }

  @Test func initialTrueRunsOnceWhenTheViewAppears() {
    let host = ViewHost(Initial())
    #expect(host.element("seen 1") != nil)
  }
}
