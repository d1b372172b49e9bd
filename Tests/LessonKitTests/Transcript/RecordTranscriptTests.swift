import LessonKit
import StateRuntime
import Testing

/// A transcript record names a user action by the call a test would write, whatever
/// value the runtime logs it as (`run --json` and the HTML player read `property`).
struct RecordTranscriptTests {
  @Test func anActionIsNamedByItsCall() {
    let record = RecordTranscript(.actionPerformed(action: .type("Q3", into: "Title")))
    #expect(record.kind == "actionPerformed")
    #expect(record.property == "type(\"Q3\", into: \"Title\")")
    #expect(record.details == nil)
    #expect(RecordTranscript(.actionPerformed(action: .goBack)).property == "goBack()")
  }

  @Test func aRelaunchSaysWhetherTheSceneWasRestored() {
    let record = RecordTranscript(.appRelaunched(restoringScene: false))
    #expect(record.kind == "appRelaunched")
    #expect(record.property == "relaunch(restoringScene: false)")
    #expect(RecordTranscript(.appRelaunched(restoringScene: nil)).property == "relaunch()")
  }
}
