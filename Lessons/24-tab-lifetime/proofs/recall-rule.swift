// recall-rule: a tab's @State lives as long as the tab's identity, which is as long as the
// TabView's: switching keeps it; a new identity for the TabView (a branch of an if around
// it) resets every tab.
import SwiftUI

enum Pane: Hashable {
  case journal, map
}

struct GatedApp: View {
  @State private var signedIn = true
  @State private var pane = Pane.journal

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
  var body: some View { TextField("Note", text: $note) }
}

struct MapTab: View {
  @State private var zoom = 1
  var body: some View { Stepper("Zoom \(zoom)", value: $zoom, in: 1...5) }
}

#Preview { GatedApp() }
