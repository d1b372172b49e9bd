import StateRuntime

extension TabLifetime.Fixed {
  /// FIX: no `.id` on the tab. Each tab keeps its identity for as long as the
  /// TabView does, so its @State survives tab switches and syncs alike; the
  /// synced hikes reach the Journal tab because its body reads them.
  struct HikingApp: View {
    let journal: HikeJournal
    @State private var pane = HikingPane.journal

    var body: some View {
      TabView(selection: $pane) {
        JournalTab(journal: journal)
          .tabItem { Label("Journal", systemImage: "book") }
          .tag(HikingPane.journal)
        MapTab()
          .tabItem { Label("Map", systemImage: "map") }
          .tag(HikingPane.map)
      }
    }
  }
}
