import StateRuntime

extension FocusStateLesson.Broken {
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
}
