import LessonsPlayDriver
import StateRuntime

/// A conversation in the inbox.
struct MailThread: Identifiable, Hashable {
  let id: Int
  let subject: String
}

/// The threads the inbox lists.
let mailThreads = [
  MailThread(id: 1, subject: "Lunch on Friday"), MailThread(id: 2, subject: "Quarterly numbers"),
]

/// The app's navigation state, owned by the app: notifications and deep
/// links arrive here, not through any screen.
@MainActor @Observable
final class MailRouter {
  /// What the inbox shows above its root, first pushed first.
  var path: [MailThread] = []
  /// Replies being written, by thread: kept on purpose beyond the thread's screen.
  var drafts: [MailThread.ID: String] = [:]
  /// A thread a notification asked for, waiting for a screen to show it (the broken version's hand-off).
  var pendingThread: MailThread?

  /// A notification was tapped: show `thread` over the inbox.
  func open(thread: MailThread) {
    path = [thread]
  }

  /// A notification was tapped, in the broken version: leave a request for the inbox.
  func request(thread: MailThread) {
    pendingThread = thread
  }

  /// The reply draft of `thread`, as a binding a text field can edit.
  func draft(for thread: MailThread) -> Binding<String> {
    Binding(get: { self.drafts[thread.id, default: ""] }, set: { self.drafts[thread.id] = $0 })
  }
}

/// BUG: the inbox owns the path as its own @State, so a notification can
/// only leave a request that the inbox turns into a push: it appends,
/// whatever is already shown, and a thread that is open gets a second
/// copy. The reply draft is the pushed view's @State: going back discards it.
struct InboxScreen: View {
  let router: MailRouter
  @State private var path: [MailThread] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        ForEach(mailThreads) { thread in
          NavigationLink(thread.subject, value: thread)
        }
        Text("Open screens: \(path.count)")
      }
      .navigationDestination(for: MailThread.self) { thread in ThreadScreen(thread: thread) }
    }
    .onChange(of: router.pendingThread) { _, thread in
      guard let thread else { return }
      path.append(thread)
      router.pendingThread = nil
    }
  }
}

struct ThreadScreen: View {
  let thread: MailThread
  @State private var reply = ""

  var body: some View {
    VStack {
      Text("Thread: \(thread.subject)")
      TextField("Reply", text: $reply)
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let router = MailRouter()
  return LessonApp(
    InboxScreen(router: router), xcode: xcode,
    events: [
      OutsideEvent("notification", "a notification calls router.request(thread: lunch)") {
        router.request(thread: mailThreads[0])
      }
    ])
})
