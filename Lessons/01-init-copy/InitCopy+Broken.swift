import StateRuntime

extension InitCopy.Broken {
  /// The report screen: a header showing the document's title, and an editor for it.
  struct ReportScreen: View {
    let document: ReportDocument

    var body: some View {
      VStack {
        Text("Report: \(document.title)")
        TitleEditor(title: document.title) { edited in
          document.title = edited
        }
      }
    }
  }

  /// BUG: the editor copies the title into its own `@State` when it is
  /// created. `State(initialValue:)` is honoured only the first time this
  /// identity appears; every later title from the parent is evaluated and
  /// thrown away. Typing looks fine, because it writes back; anything else
  /// that changes the document (undo, a sync) never reaches the field.
  struct TitleEditor: View {
    @State private var title: String
    let onEdit: @MainActor (String) -> Void

    init(title: String, onEdit: @escaping @MainActor (String) -> Void) {
      self.onEdit = onEdit
      _title = State(initialValue: title)
    }

    var body: some View {
      TextField(
        "Title",
        text: Binding(
          get: { title },
          set: { newValue in
            title = newValue
            onEdit(newValue)
          }))
    }
  }
}
