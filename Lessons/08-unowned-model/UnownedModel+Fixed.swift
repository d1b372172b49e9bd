import StateRuntime

extension UnownedModel.Fixed {
  @MainActor @Observable
  final class DraftModel {
    var text = ""
  }

  /// The compose screen: unchanged.
  struct ComposeScreen: View {
    let presence: ChatPresence

    var body: some View {
      VStack {
        Text("You are \(presence.status)")
        DraftEditor()
      }
    }
  }

  /// FIX: the view that creates the model owns it, in `@State`: the runtime
  /// keeps the first instance for this identity across parent updates.
  struct DraftEditor: View {
    @State private var model = DraftModel()

    var body: some View {
      TextField("Draft", text: $model.text)
    }
  }
}
