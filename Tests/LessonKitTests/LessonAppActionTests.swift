import LessonKit
import StateRuntime
import Testing

@MainActor
struct LessonAppActionTests {
  @MainActor @Observable final class Note {
    var text = "draft"
  }

  struct NoteView: View {
    let note: Note
    var body: some View { Text(note.text) }
  }

  @Test func tappingWhatIsAnOutsideEventPointsToTheEventCommand() async {
    let note = Note()
    let app = LessonApp(NoteView(note: note), events: [OutsideEvent("undo", "puts the old text back") {}])
    let error = await app.perform(.tap("Undo"))
    #expect(
      error
        == "No button labelled \"Undo\" on screen. There is no button on screen. "
        + "'undo' is an outside event in this app: try 'event undo'.")
  }

  @Test func anOrdinaryMissingControlGetsOnlyTheRuntimesMessage() async {
    let app = LessonApp(NoteView(note: Note()), events: [OutsideEvent("undo", "puts the old text back") {}])
    let error = await app.perform(.tap("Save"))
    #expect(error == "No button labelled \"Save\" on screen. There is no button on screen.")
  }
}
