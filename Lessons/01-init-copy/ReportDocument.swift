import StateRuntime

/// The document the report editor edits. Its `title` is the truth; the undo
/// stack and a sync are paths that change it without going through the
/// title field.
@MainActor @Observable
final class ReportDocument {
  var title: String {
    didSet {
      if !isUndoing { undoStack.append(oldValue) }
    }
  }

  @ObservationIgnored private var undoStack: [String] = []
  @ObservationIgnored private var isUndoing = false

  init(title: String) {
    self.title = title
  }

  /// Edit ▸ Undo: puts the previous title back.
  func undo() {
    guard let previous = undoStack.popLast() else { return }
    isUndoing = true
    title = previous
    isUndoing = false
  }
}
