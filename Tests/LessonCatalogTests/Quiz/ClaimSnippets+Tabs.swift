import StateRuntime

@testable import LessonCatalog

extension ClaimSnippets {
  /// Lesson 24's tabs behind a sign-in gate: the TabView sits in both
  /// branches of an `if`, so signing out and in gives it a new identity.
  struct GatedTabs: View {
    let journal = HikeJournal()
    @State private var signedIn = true
    @State private var pane = HikingPane.journal

    var body: some View {
      VStack {
        Button("Sign out and in") { signedIn.toggle() }
        if signedIn {
          tabs
        } else {
          tabs
        }
      }
    }

    private var tabs: some View {
      TabView(selection: $pane) {
        JournalTab(journal: journal).tabItem { Text("Journal") }.tag(HikingPane.journal)
        MapTab().tabItem { Text("Map") }.tag(HikingPane.map)
      }
    }
  }
}
