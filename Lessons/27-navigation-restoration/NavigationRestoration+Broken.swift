import StateRuntime

extension NavigationRestoration.Broken {
  /// The guide: a list of trails, a trail's page, and its map.
  ///
  /// BUG: the path lives in @State. Every relaunch discards every @State, so when the system
  /// ends the app in the background and restores its scene, the guide opens at the list.
  struct GuideApp: View {
    @State private var path: [TrailRoute] = []

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Text("Trails: \(Trail.all.count)")
          ForEach(Trail.all) { trail in
            NavigationLink(trail.name, value: TrailRoute.trail(trail.id))
          }
        }
        .navigationDestination(for: TrailRoute.self) { route in
          RouteScreen(route: route)
        }
      }
    }
  }

  struct RouteScreen: View {
    let route: TrailRoute

    var body: some View {
      switch route {
      case .trail(let id):
        VStack {
          Text("Trail: \(Trail.named(id)?.name ?? id)")
          NavigationLink("Show map", value: TrailRoute.map(id))
        }
      case .map(let id):
        Text("Map: \(Trail.named(id)?.name ?? id)")
      }
    }
  }
}
