// choice-owner: a model may mirror focus if the view syncs both ways: the model follows the
// user's moves, and each request from the model moves focus again.
import SwiftUI

enum TaskField: Hashable {
  case title, notes
}

/// The model's side of focus, kept in step with the view's @FocusState.
@MainActor @Observable
final class SyncedFormModel {
  var title = ""
  var notes = ""
  /// Which field the model believes has focus; the view keeps it in sync.
  var focusedField: TaskField?

  func save() {
    if title.isEmpty { focusedField = .title }
  }
}

/// A model-side focus value synced both ways with two onChange calls (Point-Free, "SwiftUI
/// Focus State" episodes). The @FocusState still moves focus; the model's copy cannot go
/// stale, because every move of the real focus is written back.
struct SyncedForm: View {
  @Bindable var model: SyncedFormModel
  @FocusState private var focus: TaskField?

  var body: some View {
    VStack {
      Text("Model says: \(model.focusedField.map { "\($0)" } ?? "nothing")")
      TextField("Title", text: $model.title).focused($focus, equals: .title)
      TextField("Notes", text: $model.notes).focused($focus, equals: .notes)
      Button("Save") { model.save() }
    }
    .onChange(of: model.focusedField) { _, field in focus = field }
    .onChange(of: focus) { _, field in model.focusedField = field }
  }
}

#Preview { SyncedForm(model: SyncedFormModel()) }
