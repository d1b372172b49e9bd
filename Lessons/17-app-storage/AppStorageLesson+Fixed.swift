import StateRuntime

extension AppStorageLesson.Fixed {
  /// A reply composer with a font-size setting and a preview.
  struct ComposerApp: View {
    var body: some View {
      VStack {
        ReplyComposer()
        FontSettings()
        MessagePreview()
      }
    }
  }

  /// FIX: the draft lasts as long as the screen, so it is @State: a
  /// relaunch starts with an empty reply.
  struct ReplyComposer: View {
    @State private var draft = ""

    var body: some View {
      TextField("Reply", text: $draft)
    }
  }

  /// FIX: the setting must survive a relaunch and be shared, so every
  /// reader and writer uses the key itself: no copy to drift.
  struct FontSettings: View {
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
      Stepper("Font size: \(fontSize)", value: $fontSize, in: 8...30)
    }
  }

  struct MessagePreview: View {
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
      Text("Preview at \(fontSize) pt")
    }
  }
}
