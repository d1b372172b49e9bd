import StateRuntime

extension UnownedModel.Broken {
  @MainActor @Observable
  final class DraftModel {
    var text = ""
  }

  /// The compose screen shows your presence above the editor.
  struct ComposeScreen: View {
    let presence: ChatPresence

    var body: some View {
      VStack {
        Text("You are \(presence.status)")
        DraftEditor()
      }
    }
  }

  /// BUG: the editor creates its model but does not own it. A stored
  /// property's initial value belongs to the struct, and the struct is made
  /// anew each time the parent's body runs: each time, a fresh, empty draft.
  struct DraftEditor: View {
    @Bindable var model = DraftModel()

    var body: some View {
      TextField("Draft", text: $model.text)
    }
  }
}
