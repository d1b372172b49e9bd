// choice-destroyed: a path kept in @SceneStorage comes back when the system restores the scene,
// and is gone when the user destroys the scene: the guide then starts at its root.
import Foundation
import LessonsPlayDriver
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

let lessonScenario = Scenario(makeApp: { _, xcode in
  let relaunch = Relaunch()
  let app = LessonApp(
    GuideApp(), xcode: xcode,
    events: [
      OutsideEvent("system-restore", "the system ends the app and restores its scene") {
        relaunch.host?.relaunch(GuideApp(), restoringScene: true)
      },
      OutsideEvent("user-closes", "the user destroys the scene, then opens the app") {
        relaunch.host?.relaunch(GuideApp(), restoringScene: false)
      },
    ])
  relaunch.host = app.host as? ViewHost<GuideApp>
  return app
})

@MainActor
final class Relaunch {
  weak var host: ViewHost<GuideApp>?
}
