// choice-hidden-tab: the app restores the tab selected at the last launch, and the stored
// value names the Stats tab, which this user's TabView no longer shows. The selection must be
// checked against the tabs shown before the TabView gets it: iOS 27's release notes say a
// TabView enforces a selection on a visible tab and might crash when it names a hidden or
// otherwise unavailable one. This runtime keeps the tab that was on screen (the first, at
// launch) and raises that as an error, in place of the crash a real app may have.
import SwiftUI

enum Pane: Hashable {
  case journal, map, stats
}

struct HikingApp: View {
  let isMember: Bool
  /// The tab selected at the last launch, as the app stored it.
  @State private var pane: Pane

  init(isMember: Bool, restored: Pane) {
    // TN3211: every stored property that is not @State is set before any @State one.
    self.isMember = isMember
    _pane = State(initialValue: restored)
  }

  var body: some View {
    VStack {
      TabView(selection: $pane) {
        Text("Hikes")
          .tabItem { Label("Journal", systemImage: "book") }
          .tag(Pane.journal)
        Text("Trails")
          .tabItem { Label("Map", systemImage: "map") }
          .tag(Pane.map)
        // Members only: for anyone else the TabView has no Stats tab at all.
        if isMember {
          Text("Totals")
            .tabItem { Label("Stats", systemImage: "chart.bar") }
            .tag(Pane.stats)
        }
      }
      Text("Selection: \(pane)")
    }
  }
}

#Preview { HikingApp(isMember: false, restored: .stats) }
