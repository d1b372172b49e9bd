import StateRuntime

extension CampTabs.Fixed {
  struct CampApp: View {
    let camp: Camp
    @State private var pane = CampPane.notes

    var body: some View {
      TabView(selection: $pane) {
        // FIX: no .id on the tab: it keeps its identity, and its entry, through a sync.
        NotesTab(camp: camp)
          .tabItem { Label("Notes", systemImage: "note") }
          .tag(CampPane.notes)
        GearTab()
          .tabItem { Label("Gear", systemImage: "bag") }
          .tag(CampPane.gear)
        RoutesTab()
          .tabItem { Label("Routes", systemImage: "map") }
          .tag(CampPane.routes)
      }
    }
  }

  /// The camp's log and an entry being written, in a field that can take focus.
  struct NotesTab: View {
    let camp: Camp
    @State private var entry = ""
    @FocusState private var writing: Bool

    var body: some View {
      VStack {
        Text("Log: \(camp.log.joined(separator: ", "))")
        TextField("Entry", text: $entry).focused($writing)
      }
    }
  }

  /// The gear, each opening a sheet of its own.
  struct GearTab: View {
    @State private var picked: GearItem?

    var body: some View {
      VStack {
        ForEach(gearItems) { item in
          Button(item.name) { picked = item }
        }
      }
      .sheet(item: $picked) { item in
        GearSheet(item: item)
      }
    }
  }

  struct GearSheet: View {
    let item: GearItem
    @State private var packed = false

    var body: some View {
      VStack {
        Text("Packing: \(item.name)")
        Toggle("Packed", isOn: $packed)
      }
    }
  }

  /// The routes, a stack of legs pushed one on another.
  struct RoutesTab: View {
    @State private var path: [RouteLeg] = []

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          ForEach(routeLegs, id: \.name) { leg in
            NavigationLink(leg.name, value: leg)
          }
        }
        .navigationDestination(for: RouteLeg.self) { leg in
          LegScreen(leg: leg)
        }
      }
    }
  }

  struct LegScreen: View {
    let leg: RouteLeg
    @State private var walked = false

    var body: some View {
      VStack {
        Text("Leg: \(leg.name)")
        Toggle("Walked", isOn: $walked)
        if let next = leg.next {
          NavigationLink("Onward", value: RouteLeg(name: next, next: nil))
        }
      }
    }
  }
}
