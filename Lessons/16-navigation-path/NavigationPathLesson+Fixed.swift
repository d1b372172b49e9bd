import StateRuntime

extension NavigationPathLesson.Fixed {
  /// FIX: the router the app owns is the one owner of the path; the inbox
  /// binds its stack to it. A tap and a notification change the same path,
  /// and a notification sets it to exactly what should show. The draft
  /// lives in the router too, keyed by thread: its lifetime is the app's
  /// choice, not the pushed screen's.
  struct InboxScreen: View {
    @Bindable var router: MailRouter

    var body: some View {
      NavigationStack(path: $router.path) {
        VStack {
          ForEach(mailThreads) { thread in
            NavigationLink(thread.subject, value: thread)
          }
          Text("Open screens: \(router.path.count)")
        }
        .navigationDestination(for: MailThread.self) { thread in
          ThreadScreen(thread: thread, router: router)
        }
      }
    }
  }

  struct ThreadScreen: View {
    let thread: MailThread
    let router: MailRouter

    var body: some View {
      VStack {
        Text("Thread: \(thread.subject)")
        TextField("Reply", text: router.draft(for: thread))
      }
    }
  }
}
