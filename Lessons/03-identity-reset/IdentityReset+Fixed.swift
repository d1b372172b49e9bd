import StateRuntime

extension IdentityReset.Fixed {
  /// The conversation screen: the messages, then the reply composer.
  struct ConversationScreen: View {
    let inbox: Inbox

    var body: some View {
      VStack {
        Text("Chat with \(inbox.current.contact)")
        ForEach(inbox.current.messages) { message in
          Text(message.text)
        }
        // FIX 1: the banner comes and goes on its own; the composer stays in
        // one place whatever the connection does.
        if inbox.isOffline {
          Text("Offline: replies are sent when you reconnect")
        }
        // FIX 2: the id says which draft this is: one per conversation. A new
        // message keeps it; opening another chat changes it, on purpose.
        ReplyComposer(inbox: inbox)
          .id(inbox.current.id)
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
