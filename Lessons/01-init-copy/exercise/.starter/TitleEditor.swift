import StateRuntime

/// A document's title bar: the title can be edited, undone, or replaced by the server's.
///
/// Who owns the title? `DocumentScreen` (it keeps the undo history).
/// How long does it live? As long as the screen.
/// Who may change it? The field, Undo, and "Use server title".
struct DocumentScreen: View {
  @State private var title = "Draft"
  @State private var undoHistory: [String] = []

  var body: some View {
    VStack {
      TitleEditor(title: title, onCommit: { rename(to: $0) })
      Text("Window title: \(title)")
      Button("Undo") { undo() }
        .disabled(undoHistory.isEmpty)
      Button("Use server title") { rename(to: "Quarterly report") }
    }
  }

  private func rename(to newTitle: String) {
    guard newTitle != title else { return }
    undoHistory.append(title)
    title = newTitle
  }

  private func undo() {
    if let previous = undoHistory.popLast() { title = previous }
  }
}

/// The text field that edits the title.
struct TitleEditor: View {
  @State private var title: String
  let onCommit: (String) -> Void

  init(title: String, onCommit: @escaping (String) -> Void) {
    // Copies the parent's value once: @State keeps only the first initial value.
    self.onCommit = onCommit
    _title = State(initialValue: title)
  }

  var body: some View {
    TextField(
      "Title",
      text: Binding(
        get: { title },
        set: { newValue in
          title = newValue
          onCommit(newValue)
        }))
  }
}
