import StateRuntime
import Testing

/// `TabView` with `.tabItem` and `.tag`: only the selected tab is on screen,
/// and each tab keeps its state while another is selected.
@MainActor
struct TabViewTests {
  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("\(name) \(count)") { count += 1 }
    }
  }

  enum Tab: Hashable {
    case home, settings
  }

  struct Tabs: View {
    @State private var tab = Tab.home
    var body: some View {
      VStack {
        Text("On \(tab == .home ? "home" : "settings")")
        TabView(selection: $tab) {
          Counter(name: "Home").tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
          Counter(name: "Settings").tag(Tab.settings).tabItem {
            Image(systemName: "gear")
            Text("Settings")
          }
        }
      }
    }
  }

  @Test func onlyTheSelectedTabIsOnScreenAndEachTabKeepsItsState() throws {
    let host = ViewHost(Tabs())
    #expect(host.buttons() == ["Home 0"])
    #expect(host.element("TabView")?.value == "Home")
    try host.tap("Home 0")
    try host.selectTab("Settings")
    #expect(host.element("On settings") != nil, "the binding was written")
    #expect(host.buttons() == ["Settings 0"])
    #expect(host.render().contains("[covered by the tab Settings]"))
    do {
      try host.tap("Home 1")
      Issue.record("a button on an unselected tab was tapped")
    } catch {
      #expect(
        error.description
          == "\"Home 1\" is on the Home tab, and the Settings tab is selected; choose it first (selectTab(\"Home\"))."
      )
    }
    try host.selectTab("Home")
    #expect(host.buttons() == ["Home 1"], "the Home tab's state was kept")
    #expect(host.discarded().isEmpty)
  }

  struct Plain: View {
    var body: some View {
      TabView {
        Counter(name: "First").tabItem { Text("First") }
        Counter(name: "Second").tabItem { Text("Second") }
      }
    }
  }

  @Test func aTabViewWithoutASelectionKeepsItsOwn() throws {
    let host = ViewHost(Plain())
    #expect(host.buttons() == ["First 0"])
    try host.selectTab("Second")
    try host.tap("Second 0")
    #expect(host.buttons() == ["Second 1"])
    do {
      try host.selectTab("Third")
      Issue.record("a missing tab was selected")
    } catch {
      #expect(error.description.contains("Third"))
    }
    try host.selectTab("First")
    #expect(host.buttons() == ["First 0"])
  }

  @Test func aTabSectionsTabsAreTabsOfTheTabView() throws {
    struct Library: View {
      var body: some View {
        TabView {
          StateRuntime.Tab("Home", systemImage: "house") { Counter(name: "Home") }
          TabSection("Library") {
            StateRuntime.Tab("Books", systemImage: "book") { Counter(name: "Books") }
            StateRuntime.Tab("Films", systemImage: "film") { Counter(name: "Films") }
          }
        }
      }
    }
    let host = ViewHost(Library())
    #expect(host.buttons() == ["Home 0"])
    try host.selectTab("Films")
    #expect(host.buttons() == ["Films 0"])
    try host.tap("Films 0")
    try host.selectTab("Books")
    try host.selectTab("Films")
    #expect(host.buttons() == ["Films 1"], "a tab in a section keeps its state")
  }
}
