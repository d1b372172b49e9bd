import StateRuntime

/// The signed-in user's presence; the server changes it while you type.
@MainActor @Observable
final class Presence {
  var status = "online"
}

/// The message being written.
@MainActor @Observable
final class DraftModel {
  var text = ""
}

/// The compose screen: your presence above the message editor.
struct ComposeScreen: View {
  let presence: Presence

  var body: some View {
    VStack {
      Text("You are \(presence.status)")
      DraftEditor()
    }
  }
}

/// The editor creates its draft model and owns it: `@State` keeps the first
/// instance for this view's identity, however often the parent rebuilds it.
struct DraftEditor: View {
  @State private var model = DraftModel()

  var body: some View {
    VStack {
      TextField("Message", text: $model.text)
      Text("\(model.text.count) characters")
    }
  }
}
