import StateRuntime

extension PredictSnippets.NoteCopy {
  @MainActor @Observable
  final class Note {
    var text = "Buy milk"
  }

  struct NoteScreen: View {
    let note: Note

    var body: some View {
      VStack {
        Text("Saved: \(note.text)")
        NoteField(text: note.text) { note.text = $0 }
      }
    }
  }

  struct NoteField: View {
    @State private var text: String
    let onSave: @MainActor (String) -> Void

    init(text: String, onSave: @escaping @MainActor (String) -> Void) {
      self.onSave = onSave
      _text = State(initialValue: text)
    }

    var body: some View {
      TextField("Note", text: $text)
      Button("Save") { onSave(text) }
    }
  }
}
