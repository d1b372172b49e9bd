// choice-switch: a TabView with a Journal tab and a Map tab, no .id anywhere: what you typed
// in the Journal survives a switch to the Map and back: the tab kept its identity, so its
// state was kept, though it disappeared and appeared again.
import SwiftUI

enum Pane: Hashable {
  case journal, map
}

struct HikingApp: View {
  @State private var pane = Pane.journal

  var body: some View {
    TabView(selection: $pane) {
      JournalTab()
        .tabItem { Label("Journal", systemImage: "book") }
        .tag(Pane.journal)
      MapTab()
        .tabItem { Label("Map", systemImage: "map") }
        .tag(Pane.map)
    }
  }
}

struct JournalTab: View {
  @State private var note = ""
  @State private var timesShown = 0

  var body: some View {
    VStack {
      TextField("Note", text: $note)
      Text("Journal shown: \(timesShown)")
    }
    .onAppear { timesShown += 1 }
  }
}

struct MapTab: View {
  var body: some View { Text("Map") }
}

#Preview { HikingApp() }
