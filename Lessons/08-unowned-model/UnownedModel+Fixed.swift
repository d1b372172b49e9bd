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

  /// FIX: the view that creates the model owns it, in `@State`: one instance
  /// is kept for this identity across parent updates (made once with Xcode 27;
  /// with Xcode 26 and earlier the first of several, the rest thrown away).
  struct DraftEditor: View {
    @State private var model = DraftModel()

    var body: some View {
      TextField("Draft", text: $model.text)
    }
  }
}
