import LessonsPlayDriver
import StateRuntime

struct Reader: View {
  @State private var chapter = 1
  @SceneStorage("reader.bookmark") private var bookmark = 1

  var body: some View {
    VStack {
      Text("Chapter: \(chapter)")
      Text("Bookmark: \(bookmark)")
      Button("Next chapter") {
        chapter += 1
        bookmark = chapter
      }
    }
  }
}

// The relaunch the question's `event restore` performs; the quiz shows the code above this line.
@MainActor final class ReaderRelaunch {
  var perform: () -> Void = {}
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let relaunch = ReaderRelaunch()
  let app = LessonApp(
    Reader(), xcode: xcode,
    events: [
      OutsideEvent("restore", "the system ends the app in the background, then restores its scene") {
        relaunch.perform()
      }
    ])
  if let host = app.host as? ViewHost<Reader> {
    relaunch.perform = { [weak host] in host?.relaunch(Reader(), restoringScene: true) }
  }
  return app
})
