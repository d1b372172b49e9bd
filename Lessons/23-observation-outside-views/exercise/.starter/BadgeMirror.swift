import StateRuntime

/// The mail inbox: how many messages are unread. Keep it as it is.
@MainActor @Observable
final class Inbox {
  var unread = 0
}

/// Mirrors the inbox's unread count onto the app icon's badge. It is not a
/// view: it observes the inbox itself.
@MainActor @Observable
final class BadgeMirror {
  @ObservationIgnored let inbox: Inbox
  /// Every badge number set, in order (the real one would call the system).
  private(set) var badges: [Int] = []

  init(inbox: Inbox) {
    self.inbox = inbox
    watch()
  }

  private func watch() {
    withObservationTracking {
      _ = inbox.unread
    } onChange: { [weak self] in
      // onChange runs before the new count is stored: read it after the write.
      Task { @MainActor in
        guard let self else { return }
        self.badges.append(self.inbox.unread)
      }
    }
  }
}

/// The inbox screen, with a button that marks a new message arrived.
struct InboxScreen: View {
  let inbox: Inbox
  let badge: BadgeMirror

  var body: some View {
    VStack {
      Text("Unread: \(inbox.unread)")
      Text("Badge: \(badge.badges.last.map(String.init) ?? "none")")
      Button("New message") { inbox.unread += 1 }
    }
  }
}
