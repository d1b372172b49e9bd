import StateRuntime

extension PredictSnippets.NoteBinding {
  @MainActor @Observable
  final class Note {
    var text = "Buy milk"
  }

  struct NoteScreen: View {
    @Bindable var note: Note

    var body: some View {
      VStack {
        Text("Saved: \(note.text)")
        NoteField(text: $note.text)
      }
    }
  }

  struct NoteField: View {
    @Binding var text: String

    var body: some View {
      TextField("Note", text: $text)
    }
  }
}
