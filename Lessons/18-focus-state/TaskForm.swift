import StateRuntime

/// The fields of the new-task form.
enum TaskField: Hashable {
  case title, notes
}

/// A request from the model that a field get focus. A new value each time,
/// so asking twice for the same field is two requests.
struct FocusRequest: Hashable {
  let field: TaskField
  let number: Int
}

/// The new-task form's model: what is typed, and the rule that a task
/// needs a title.
@MainActor @Observable
final class TaskFormModel {
  var title = ""
  var notes = ""
  var saved: [String] = []
  /// The broken version's idea of focus: a plain Bool the model sets.
  var isEditingTitle = false
  /// The fixed version's intent: "please focus this field", consumed by the view.
  var focusRequest: FocusRequest?
  private var requests = 0

  /// Saves the task, or asks for the title when it is missing.
  func save() {
    guard !title.isEmpty else {
      isEditingTitle = true
      requests += 1
      focusRequest = FocusRequest(field: .title, number: requests)
      return
    }
    saved.append(title)
    title = ""
    notes = ""
  }
}
