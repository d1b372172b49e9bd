import StateRuntime

extension ForEachIndices.Broken {
  /// BUG: the rows are identified by their position. `ForEach(books.indices,
  /// id: \.self)` gives row 0 the id 0 whichever book is first, and each row
  /// reaches its book through its index (the same as `$books[index]`). Remove
  /// Dune and Emma moves to index 0: she inherits the row that was Dune's,
  /// with its open notes, while the last row (id 2) is the one discarded.
  /// The closure binding is no safer than `$books[index]` in SwiftUI: reading
  /// the discarded row's binding traps on `books[2]`. This runtime never reads
  /// it, which lets the lesson show the quieter bug.
  struct ReadingListScreen: View {
    @State private var books: [ListedBook] = startingBooks

    var body: some View {
      VStack {
        ForEach(books.indices, id: \.self) { index in
          BookRow(
            book: Binding(get: { books[index] }, set: { books[index] = $0 }),
            onRemove: { books.remove(at: index) })
        }
        Text("Books: \(books.count)")
      }
    }
  }

  /// A row with view-local state: whether its notes are open.
  struct BookRow: View {
    @Binding var book: ListedBook
    let onRemove: @MainActor () -> Void
    @State private var showsNotes = false

    var body: some View {
      VStack {
        Toggle("Read \(book.title)", isOn: $book.isRead)
        Button("Notes for \(book.title)") { showsNotes.toggle() }
        if showsNotes {
          Text("Notes on \(book.title): \(book.notes)")
        }
        Button("Remove \(book.title)", action: onRemove)
      }
    }
  }
}
