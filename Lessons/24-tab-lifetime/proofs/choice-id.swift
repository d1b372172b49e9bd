// choice-id: JournalTab().id(journal.syncCount) is one tab of a TabView, MapTab() another.
// A sync changes syncCount while the Map is on screen: the Journal tab's state is
// discarded and made fresh; the Map tab keeps its own.
import SwiftUI

@MainActor @Observable
final class HikeJournal {
  private(set) var syncCount = 0
  func sync() { syncCount += 1 }
}

enum Pane: Hashable {
  case journal, map
}

struct HikingApp: View {
  @State private var journal = HikeJournal()
  @State private var pane = Pane.journal

  var body: some View {
    TabView(selection: $pane) {
      JournalTab()
        .id(journal.syncCount)
        .tabItem { Label("Journal", systemImage: "book") }
        .tag(Pane.journal)
      MapTab(journal: journal)
        .tabItem { Label("Map", systemImage: "map") }
        .tag(Pane.map)
    }
  }
}

struct JournalTab: View {
  @State private var note = ""
  var body: some View { TextField("Note", text: $note) }
}

struct MapTab: View {
  let journal: HikeJournal
  @State private var zoom = 1

  var body: some View {
    VStack {
      Stepper("Zoom \(zoom)", value: $zoom, in: 1...5)
      Button("Sync") { journal.sync() }
    }
  }
}

#Preview { HikingApp() }
