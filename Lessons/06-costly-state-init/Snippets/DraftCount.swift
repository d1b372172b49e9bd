import LessonsPlayDriver
import StateRuntime

@MainActor @Observable
final class Draft {
  /// How many drafts were ever made: the snippet's way to count initialiser runs.
  static var made = 0
  let number: Int

  init() {
    Draft.made += 1
    number = Draft.made
  }
}

@MainActor @Observable
final class Thread {
  var title = "Lunch"
}

struct ThreadScreen: View {
  let thread: Thread

  var body: some View {
    ReplyBox(title: thread.title)
  }
}

struct ReplyBox: View {
  let title: String
  @State private var draft = Draft()

  var body: some View {
    VStack {
      Text("Reply to \(title): draft #\(draft.number)")
      Text("Drafts made: \(Draft.made)")
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let thread = Thread()
  return LessonApp(
    ThreadScreen(thread: thread), xcode: xcode,
    events: [OutsideEvent("rename", "the thread's title changes once") { thread.title = "Lunch at 1" }])
})
