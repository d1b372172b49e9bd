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
