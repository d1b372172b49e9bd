import StateRuntime
import Testing

/// A TabView's tabs over time: a tab is built on its first selection and kept
/// after; switching runs `onDisappear` for the tab left and `onAppear` for the
/// tab chosen, and `.task` follows; a new identity, for a tab's content or
/// for the whole TabView, discards the state under it.
@MainActor
struct TabLifetimeTests {
  @MainActor final class Journal {
    var entries: [String] = []
  }

  struct Counter: View {
    let name: String
    let journal: Journal
    @State private var count = 0
    var body: some View {
      Button("\(name) \(count)") { count += 1 }
        .onAppear { journal.entries.append("appear \(name)") }
        .onDisappear { journal.entries.append("disappear \(name)") }
    }
  }

  struct Tabs: View {
    let journal: Journal
    var body: some View {
      TabView {
        Counter(name: "One", journal: journal).tabItem { Text("One") }
        Counter(name: "Two", journal: journal).tabItem { Text("Two") }
      }
    }
  }

  @Test func aTabIsBuiltOnItsFirstSelectionAndNotBefore() throws {
    let journal = Journal()
    let host = ViewHost(Tabs(journal: journal))
    #expect(host.bodyCount(of: "Counter") == 1, "only the first tab's body ran")
    #expect(host.created().map(\.path).count == 1)
    #expect(journal.entries == ["appear One"])
    try host.selectTab("Two")
    #expect(host.created().count == 2, "the second tab's state was made on its first selection")
    #expect(host.buttons() == ["Two 0"])
  }

  @Test func switchingTabsRunsDisappearAndAppearAndKeepsEachTabsState() throws {
    let journal = Journal()
    let host = ViewHost(Tabs(journal: journal))
    try host.tap("One 0")
    try host.selectTab("Two")
    try host.selectTab("One")
    try host.selectTab("Two")
    #expect(
      journal.entries == [
        "appear One", "appear Two", "disappear One", "appear One", "disappear Two", "appear Two",
        "disappear One",
      ])
    try host.selectTab("One")
    #expect(host.buttons() == ["One 1"], "the first tab's count survived three switches")
    #expect(host.discarded().isEmpty)
    #expect(host.created().count == 2, "each tab's state was made once")
  }

  @Test func selectingTheShownTabAgainRunsNothing() throws {
    let journal = Journal()
    let host = ViewHost(Tabs(journal: journal))
    try host.selectTab("One")
    #expect(journal.entries == ["appear One"])
  }

  struct Live: View {
    let journal: Journal
    var body: some View {
      Text("Live")
        .task {
          journal.entries.append("start")
          do {
            try await Task.sleep(for: .seconds(3600))
          } catch {
            journal.entries.append("cancelled")
          }
        }
    }
  }

  struct TaskTabs: View {
    let journal: Journal
    var body: some View {
      TabView {
        Live(journal: journal).tabItem { Text("Live") }
        Text("Quiet").tabItem { Text("Quiet") }
      }
    }
  }

  @Test func aTabsTaskIsCancelledWhenItIsLeftAndStartsAgainWhenItIsShown() async throws {
    let journal = Journal()
    let host = ViewHost(TaskTabs(journal: journal))
    try host.selectTab("Quiet")
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(journal.entries == ["start", "cancelled"])
    try host.selectTab("Live")
    try host.selectTab("Quiet")
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(journal.entries == ["start", "cancelled", "start", "cancelled"])
  }

  enum Pane: Hashable { case notes, map }

  struct Reset: View {
    let journal: Journal
    @State private var pane = Pane.notes
    @State private var revision = 0
    @State private var signedIn = true
    var body: some View {
      VStack {
        Button("Bump") { revision += 1 }
        Button("Sign out and in") { signedIn.toggle() }
        if signedIn {
          tabs
        } else {
          tabs
        }
      }
    }

    var tabs: some View {
      TabView(selection: $pane) {
        Counter(name: "Notes", journal: journal).id(revision).tabItem { Text("Notes") }.tag(Pane.notes)
        Counter(name: "Map", journal: journal).tabItem { Text("Map") }.tag(Pane.map)
      }
    }
  }

  @Test func aNewIDOnATabsContentResetsThatTabOnly() throws {
    let host = ViewHost(Reset(journal: Journal()))
    try host.tap("Notes 0")
    try host.selectTab("Map")
    try host.tap("Map 0")
    try host.tap("Bump")
    try host.selectTab("Notes")
    #expect(host.element("Notes 0") != nil, "the Notes tab has a new identity and fresh state")
    try host.selectTab("Map")
    #expect(host.element("Map 1") != nil, "the Map tab kept its state")
  }

  @Test func aTabViewWithANewIdentityLosesEveryTabsState() throws {
    let host = ViewHost(Reset(journal: Journal()))
    try host.tap("Notes 0")
    try host.selectTab("Map")
    try host.tap("Map 0")
    try host.tap("Sign out and in")
    #expect(host.discarded().filter { $0.view == "Counter" }.count == 2)
    #expect(host.element("Map 0") != nil, "the new TabView shows the selected tab with fresh state")
    try host.selectTab("Notes")
    #expect(host.element("Notes 0") != nil)
  }
}

extension TabLifetimeTests {
  struct Bound: View {
    let journal: Journal
    @State private var pane = Pane.notes
    var body: some View {
      TabView(selection: $pane) {
        Counter(name: "Notes", journal: journal).tabItem { Text("Notes") }.tag(Pane.notes)
        Counter(name: "Map", journal: journal).tabItem { Text("Map") }.tag(Pane.map)
      }
    }
  }

  @Test func aBoundSelectionRunsTheSameAppearanceWorkOnEverySwitch() throws {
    let journal = Journal()
    let host = ViewHost(Bound(journal: journal))
    try host.selectTab("Map")
    try host.selectTab("Notes")
    try host.selectTab("Map")
    #expect(
      journal.entries == [
        "appear Notes", "appear Map", "disappear Notes", "appear Notes", "disappear Map", "appear Map",
        "disappear Notes",
      ])
  }
}
