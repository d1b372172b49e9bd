import StateRuntime

/// One chore: a value with a stable id. Keep it as it is.
struct Chore: Identifiable, Equatable {
  let id: Int
  let name: String
  var isDone = false
}

/// The chores of the week, each row with its own note draft.
struct ChoreList: View {
  @State private var chores = [
    Chore(id: 1, name: "Laundry"), Chore(id: 2, name: "Dishes"), Chore(id: 3, name: "Plants"),
  ]

  var body: some View {
    VStack {
      // Rows are identified by each chore's id, so a row's note stays with its chore.
      ForEach($chores) { $chore in
        ChoreRow(chore: $chore, onDelete: { chores.removeAll { $0.id == chore.id } })
      }
      Text("Chores left: \(chores.count)")
    }
  }
}

/// A row: the chore's Done toggle, and a note being typed, kept in the row's @State.
struct ChoreRow: View {
  @Binding var chore: Chore
  let onDelete: @MainActor () -> Void
  @State private var note = ""

  var body: some View {
    VStack {
      Toggle("Done: \(chore.name)", isOn: $chore.isDone)
      TextField("Note for \(chore.name)", text: $note)
      Button("Delete \(chore.name)", action: onDelete)
    }
  }
}
