// choice-onappear: a tab's .onAppear runs when the tab is first selected (the tab is not
// built before), and again every time you switch back to it.
import SwiftUI

enum Pane: Hashable {
  case journal, map
}

struct HikingApp: View {
  @State private var pane = Pane.journal

  var body: some View {
    TabView(selection: $pane) {
      Text("Journal")
        .tabItem { Label("Journal", systemImage: "book") }
        .tag(Pane.journal)
      MapTab()
        .tabItem { Label("Map", systemImage: "map") }
        .tag(Pane.map)
    }
  }
}

struct MapTab: View {
  @State private var timesShown = 0

  var body: some View {
    Text("Times shown: \(timesShown)")
      .onAppear { timesShown += 1 }
  }
}

#Preview { HikingApp() }
