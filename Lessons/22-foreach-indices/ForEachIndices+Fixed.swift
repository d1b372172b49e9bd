import StateRuntime

extension ForEachIndices.Fixed {
  /// FIX: `ForEach($books)` identifies each row by its book's id and hands it
  /// a binding to that element. Remove Dune and Dune's row, with its open
  /// notes, is discarded; Emma keeps her own row and its state.
  struct ReadingListScreen: View {
    @State private var books: [ListedBook] = startingBooks

    var body: some View {
      VStack {
        ForEach($books) { $book in
          BookRow(book: $book, onRemove: { books.removeAll { $0.id == book.id } })
        }
        Text("Books: \(books.count)")
      }
    }
  }

  /// The same row as the broken version's: the fix is all in how rows are identified.
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
