import LessonsPlayDriver
import StateRuntime

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

let lessonScenario = Scenario(makeApp: { _, xcode in
  let note = Note()
  return LessonApp(
    NoteScreen(note: note), xcode: xcode,
    events: [OutsideEvent("sync", "a sync from another device sets note.text") { note.text = "Buy oat milk" }]
  )
})
