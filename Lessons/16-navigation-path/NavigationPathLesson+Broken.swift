import StateRuntime

extension NavigationPathLesson.Broken {
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
}
