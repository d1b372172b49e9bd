import StateRuntime

/// The shared part of the chat app: what several features agree on, each value
/// its own stored property, so a view depends only on the ones it reads.
@Observable
final class AppStore {
  var unreadCount = 0
  var theme = "dark"

  /// A message arrives from the server.
  func receiveMessage() {
    unreadCount += 1
  }
}

/// The chat screen: the unread badge above the composer.
struct ChatScreen: View {
  let store: AppStore

  var body: some View {
    VStack {
      UnreadBadge(store: store)
      Composer(store: store)
    }
  }
}

struct UnreadBadge: View {
  let store: AppStore

  var body: some View {
    Text("Unread: \(store.unreadCount)")
  }
}

/// The composer's draft is its own: nothing else reads it until it is sent.
struct Composer: View {
  let store: AppStore
  @State private var text = ""

  var body: some View {
    VStack {
      Text("Theme: \(store.theme)")
      TextField("Message", text: $text)
    }
  }
}
