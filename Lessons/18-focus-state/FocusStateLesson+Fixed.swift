import StateRuntime

extension FocusStateLesson.Fixed {
  /// FIX: focus is the view's @FocusState, the one truth about which field
  /// is focused, whoever moved it. The model only publishes an intent (a
  /// focus request); the view turns it into focus and consumes it, so the
  /// next request is a change again.
  struct TaskForm: View {
    @Bindable var model: TaskFormModel
    @FocusState private var focus: TaskField?

    var body: some View {
      VStack {
        Text("Editing: \(focus.map { "\($0)" } ?? "nothing")")
        TextField("Title", text: $model.title).focused($focus, equals: .title)
        TextField("Notes", text: $model.notes).focused($focus, equals: .notes)
        Button("Save") { model.save() }
      }
      .onChange(of: model.focusRequest) { _, request in
        guard let request else { return }
        focus = request.field
        model.focusRequest = nil
      }
    }
  }
}
