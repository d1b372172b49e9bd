import Foundation
import StateRuntime

extension NavigationRestoration.Fixed {
  /// The guide: a list of trails, a trail's page, and its map.
  ///
  /// FIX: the path is also saved, as JSON, in @SceneStorage, which the system keeps for a scene
  /// it restores and destroys with a scene the user destroys. It is read back when the stack
  /// appears; data that does not decode (saved by an older version of the app) gives an empty
  /// path, never a crash.
  struct GuideApp: View {
    @State private var path: [TrailRoute] = []
    @SceneStorage("guide.path") private var savedPath: Data?

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
      .onAppear {
        guard let savedPath, let routes = try? JSONDecoder().decode([TrailRoute].self, from: savedPath)
        else { return }
        path = routes
      }
      .onChange(of: path) { _, newPath in
        savedPath = try? JSONEncoder().encode(newPath)
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

  /// Version 2 of the guide, whose routes name the map screen `trailMap`: what version 1 saved
  /// does not decode, so `try?` gives nil and the stack starts empty.
  struct GuideAppV2: View {
    @State private var path: [TrailRouteV2] = []
    @SceneStorage("guide.path") private var savedPath: Data?

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Text("Trails: \(Trail.all.count)")
          ForEach(Trail.all) { trail in
            NavigationLink(trail.name, value: TrailRouteV2.trail(trail.id))
          }
        }
        .navigationDestination(for: TrailRouteV2.self) { route in
          switch route {
          case .trail(let id): Text("Trail: \(Trail.named(id)?.name ?? id)")
          case .trailMap(let id): Text("Map: \(Trail.named(id)?.name ?? id)")
          }
        }
      }
      .onAppear {
        guard let savedPath, let routes = try? JSONDecoder().decode([TrailRouteV2].self, from: savedPath)
        else { return }
        path = routes
      }
      .onChange(of: path) { _, newPath in
        savedPath = try? JSONEncoder().encode(newPath)
      }
    }
  }
}
