import StateRuntime

extension TabLifetime.Broken {
  /// BUG: `.id(journal.syncCount)` on the Journal tab, added so that the tab
  /// "reloads" after a sync. An id that changes is a new identity: at every
  /// sync SwiftUI throws the tab away, with the note being written in its
  /// @State, and builds a fresh one. The tab never needed it: JournalTab
  /// reads journal.hikes, so Observation updates it anyway.
  struct HikingApp: View {
    let journal: HikeJournal
    @State private var pane = HikingPane.journal

    var body: some View {
      TabView(selection: $pane) {
        JournalTab(journal: journal)
          .id(journal.syncCount)
          .tabItem { Label("Journal", systemImage: "book") }
          .tag(HikingPane.journal)
        MapTab()
          .tabItem { Label("Map", systemImage: "map") }
          .tag(HikingPane.map)
      }
    }
  }
}
