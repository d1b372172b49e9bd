import StateRuntime
import Testing

@testable import LessonCatalog

/// Lesson 18's second pattern against a run: a model-side focus value synced
/// both ways with onChange follows the user's focus moves, and a request
/// from the model moves focus, every time.
@MainActor
struct FocusSyncTests {
  typealias Synced = FocusStateLesson.Synced

  @Test func theModelFollowsTheUserAndMovesFocusAgain() throws {
    let model = Synced.SyncedFormModel()
    let host = ViewHost(Synced.SyncedForm(model: model))
    try host.tap("Save")
    #expect(host.element("Title")?.isFocused == true)
    try host.focus("Notes")
    #expect(model.focusedField == .notes)
    #expect(host.element("Model says: notes") != nil)
    try host.tap("Save")
    #expect(host.element("Title")?.isFocused == true)
    #expect(model.focusedField == .title)
  }
}
