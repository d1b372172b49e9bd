import Foundation
import LessonsPlayDriver
import StateRuntime

struct Room: Codable, Hashable {
  let number: Int
}

struct Artwork: Codable, Hashable {
  let title: String
}

/// The fixed guide: path.codable as Data in @SceneStorage, decoded at launch with a fallback.
struct GuideApp: View {
  @SceneStorage("guide.path") private var savedPath: Data?
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Open screens: \(path.count)")
        NavigationLink("Room 3", value: Room(number: 3))
      }
      .navigationDestination(for: Room.self) { room in
        NavigationLink("Water Lilies", value: Artwork(title: "Water Lilies"))
      }
      .navigationDestination(for: Artwork.self) { artwork in Text("Now playing: \(artwork.title)") }
    }
    .onAppear { restorePath() }
    .onChange(of: path) { _, path in
      savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
    }
  }

  private func restorePath() {
    guard let savedPath else { return }
    do {
      path = NavigationPath(
        try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath))
    } catch {
      path = NavigationPath()
      self.savedPath = nil
    }
  }
}

// The relaunches the questions' events perform; the quiz shows the code above this line.
let lessonScenario = Scenario(makeApp: { _, xcode in
  let relaunch = GuideRelaunch()
  let app = LessonApp(
    GuideApp(), xcode: xcode,
    events: [
      OutsideEvent("system-restore", "the system ends the guide in the background, then restores its scene") {
        relaunch.host?.relaunch(GuideApp(), restoringScene: true)
      },
      OutsideEvent("user-closes", "the visitor swipes the guide away in the app switcher, then opens it") {
        relaunch.host?.relaunch(GuideApp(), restoringScene: false)
      },
      OutsideEvent("update-to-2", "the guide updates; the scene holds a path saved by build 1.0") {
        relaunch.host?.relaunch(
          GuideApp(),
          restoringSceneWith: ["guide.path": Data(#"["5Guide7GalleryV","{\"name\":\"Monet\"}"]"#.utf8)])
      },
    ])
  relaunch.host = app.host as? ViewHost<GuideApp>
  return app
})

@MainActor
final class GuideRelaunch {
  weak var host: ViewHost<GuideApp>?
}
