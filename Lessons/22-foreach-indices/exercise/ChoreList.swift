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
      ForEach(chores.indices, id: \.self) { index in
        ChoreRow(
          chore: Binding(get: { chores[index] }, set: { chores[index] = $0 }),
          onDelete: { chores.remove(at: index) })
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
