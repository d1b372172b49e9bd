import LessonsPlayDriver
import StateRuntime

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

let lessonScenario = Scenario(makeApp: { _, xcode in
  let note = Note()
  return LessonApp(
    NoteScreen(note: note), xcode: xcode,
    events: [OutsideEvent("sync", "a sync from another device sets note.text") { note.text = "Buy oat milk" }]
  )
})
