import LessonsPlayDriver
import StateRuntime

/// The fields of the new-task form.
enum TaskField: Hashable {
  case title, notes
}

/// The new-task form's model: what is typed, and the rule that a task needs a title.
@MainActor @Observable
final class TaskFormModel {
  var title = ""
  var notes = ""
  var saved: [String] = []
  /// The broken version's idea of focus: a plain Bool the model sets.
  var isEditingTitle = false

  /// Saves the task, or asks for the title when it is missing.
  func save() {
    guard !title.isEmpty else {
      isEditingTitle = true
      return
    }
    saved.append(title)
    title = ""
    notes = ""
  }
}

/// BUG: the model owns "is the title being edited?" as a plain Bool, and
/// the view turns changes of it into focus. Focus also moves without the
/// model (the user taps into Notes), so the Bool goes stale: the readout
/// lies, and the next request (Bool already true) changes nothing.
struct TaskForm: View {
  @Bindable var model: TaskFormModel
  @FocusState private var focus: TaskField?

  var body: some View {
    VStack {
      Text("Editing: \(model.isEditingTitle ? "title" : "nothing")")
      TextField("Title", text: $model.title).focused($focus, equals: .title)
      TextField("Notes", text: $model.notes).focused($focus, equals: .notes)
      Button("Save") { model.save() }
    }
    .onChange(of: model.isEditingTitle) { _, isEditing in
      focus = isEditing ? .title : nil
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  LessonApp(TaskForm(model: TaskFormModel()), xcode: xcode)
})
