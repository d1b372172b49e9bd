import StateRuntime
import Testing

/// A TabView's selection set to a value no tab has (iOS 27: the selection stays on a
/// visible tab; a hidden or unavailable one may crash): the tab on screen stays, and
/// the runtime raises the error instead of crashing (issue 34, item 4).
@MainActor
struct TabSelectionAvailabilityTests {
  enum Pane: Hashable { case home, settings, admin }

  struct Screen: View {
    @State private var pane = Pane.home
    var body: some View {
      TabView(selection: $pane) {
        VStack {
          Button("To settings") { pane = .settings }
          Button("To admin") { pane = .admin }
        }
        .tabItem { Text("Home") }.tag(Pane.home)
        Button("Back to admin") { pane = .admin }
          .tabItem { Text("Settings") }.tag(Pane.settings)
      }
    }
  }

  @Test func theTabOnScreenStaysAndTheErrorIsRaisedOncePerValue() throws {
    let host = ViewHost(Screen())
    try host.tap("To settings")
    #expect(host.element("TabView")?.value == "Settings")
    #expect(throws: ViewHostError.self) { try host.tap("Back to admin") }
    // Kept on the tab that was on screen, not the first.
    #expect(host.element("TabView")?.value == "Settings")
    let issues = host.issues.filter { $0.kind == .unavailableTabSelected }
    #expect(issues.count == 1)
    let issue = try #require(issues.first)
    #expect(issue.severity == .error)
    #expect(issue.message.contains("setting it to a hidden or unavailable tab may crash"))
    #expect(issue.message.contains("kept \"Settings\" on screen"))
  }

  @Test func aSelectionATabHasRaisesNothing() throws {
    let host = ViewHost(Screen())
    try host.tap("To settings")
    try host.selectTab("Home")
    #expect(host.issues.isEmpty)
  }
}
