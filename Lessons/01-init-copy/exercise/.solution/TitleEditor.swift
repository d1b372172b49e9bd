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
      // One owner: the child edits the parent's title through a binding, and every
      // edit still goes through rename(to:) so Undo can restore it.
      TitleEditor(title: Binding(get: { title }, set: { rename(to: $0) }))
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

/// The text field that edits the title. It owns nothing: the title belongs to its parent.
struct TitleEditor: View {
  @Binding var title: String

  var body: some View {
    TextField("Title", text: $title)
  }
}
