import StateRuntime

/// Everything the chat app knows, in one value.
struct AppState {
  var unreadCount = 0
  var theme = "dark"
  var composerText = ""
}

/// The app-wide store: one stored property holds it all.
@Observable
final class AppStore {
  var state = AppState()

  /// A message arrives from the server.
  func receiveMessage() {
    state.unreadCount += 1
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
    Text("Unread: \(store.state.unreadCount)")
  }
}

/// The composer keeps its draft in the store, like everything else.
struct Composer: View {
  @Bindable var store: AppStore

  var body: some View {
    VStack {
      Text("Theme: \(store.state.theme)")
      TextField("Message", text: $store.state.composerText)
    }
  }
}
