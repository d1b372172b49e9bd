import Foundation
import StateRuntime

/// A stop on the museum's audio tour: a room, or an exhibit in it.
enum Stop: Hashable, Codable {
  case room(Int)
  case exhibit(String)
}

/// The audio tour: rooms, and the exhibits in them, on one navigation stack.
///
/// Who owns the path? `TourScreen`.
/// How long must it live? As long as the scene: a visitor who comes back from the camera,
/// after the system restored the app, should hear the same exhibit.
/// Who may change it? The links and the back button.
struct TourScreen: View {
  @State private var path: [Stop] = []
  @SceneStorage("tour.path") private var savedPath: Data?

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Tour: 2 rooms")
        NavigationLink("Room 1", value: Stop.room(1))
        NavigationLink("Room 2", value: Stop.room(2))
      }
      .navigationDestination(for: Stop.self) { stop in
        StopScreen(stop: stop)
      }
    }
    .onAppear {
      // Data an older version saved may not decode: then start at the tour.
      guard let savedPath, let stops = try? JSONDecoder().decode([Stop].self, from: savedPath) else { return }
      path = stops
    }
    .onChange(of: path) { _, newPath in
      savedPath = try? JSONEncoder().encode(newPath)
    }
  }
}

/// A room with its exhibits, or one exhibit.
struct StopScreen: View {
  let stop: Stop

  var body: some View {
    switch stop {
    case .room(let number):
      VStack {
        Text("Room: \(number)")
        NavigationLink("Sunflowers", value: Stop.exhibit("Sunflowers"))
        NavigationLink("Water Lilies", value: Stop.exhibit("Water Lilies"))
      }
    case .exhibit(let title):
      Text("Exhibit: \(title)")
    }
  }
}
