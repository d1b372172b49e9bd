import StateRuntime

extension IdentityReset.Broken {
  /// The conversation screen: the messages, then the reply composer.
  struct ConversationScreen: View {
    let inbox: Inbox

    var body: some View {
      VStack {
        Text("Chat with \(inbox.current.contact)")
        ForEach(inbox.current.messages) { message in
          Text(message.text)
        }
        // BUG 1: two branches are two places. When the connection drops, the
        // composer in `else` goes away with its draft and the one in `if` is
        // a new view with empty state.
        if inbox.isOffline {
          VStack {
            Text("Offline: replies are sent when you reconnect")
            ReplyComposer(inbox: inbox)
              .id(inbox.current.revision)
          }
        } else {
          // BUG 2: `.id(revision)` was added "so the composer refreshes when
          // the chat changes". Every incoming message changes the revision,
          // so the composer gets a new identity and a fresh, empty draft.
          ReplyComposer(inbox: inbox)
            .id(inbox.current.revision)
        }
      }
    }
  }

  /// The reply field. The draft is the composer's own: nothing else reads
  /// it until Send, so `@State` is the right home for it.
  struct ReplyComposer: View {
    let inbox: Inbox
    @State private var draft = ""

    var body: some View {
      VStack {
        TextField("Reply", text: $draft)
        Button("Send") {
          inbox.send(draft)
          draft = ""
        }
      }
    }
  }
}
