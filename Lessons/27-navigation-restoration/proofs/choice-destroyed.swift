// choice-destroyed: a path kept in @SceneStorage is destroyed with its scene. `remount` mounts
// the file again in a new host, a scene of its own with nothing stored: what the user's
// relaunch finds. (The system's restore, which keeps the scene storage, is an outside event
// the scenario and the quiz's predict-restore run; the runtime's SceneDestructionTests and
// NavigationPathCodableTests hold both.)
import Foundation
import StateRuntime

struct Room: Codable, Hashable {
  let number: Int
}

struct GuideApp: View {
  @SceneStorage("guide.path") private var savedPath: Data?
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Floor plan")
        NavigationLink("Room 3", value: Room(number: 3))
      }
      .navigationDestination(for: Room.self) { room in Text("Now in Room \(room.number)") }
    }
    .onAppear {
      guard let savedPath,
        let representation = try? JSONDecoder().decode(
          NavigationPath.CodableRepresentation.self, from: savedPath)
      else { return }
      path = NavigationPath(representation)
    }
    .onChange(of: path) { _, path in
      savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
    }
  }
}

#Preview { GuideApp() }
