import StateRuntime

extension SheetItem.Fixed {
  /// FIX: the presented book is the one source of truth. `sheet(item:)`
  /// shows a sheet while `selected` is not nil, hands the content that very
  /// book, keys the sheet's identity by the book's id (another book, a fresh
  /// sheet and note), and sets `selected` back to nil when it is dismissed.
  struct ShelfScreen: View {
    @State private var selected: ShelfBook?

    var body: some View {
      VStack {
        ForEach(shelfBooks) { book in
          Button(book.title) { selected = book }
        }
        Text("Selected: \(selected?.title ?? "none")")
      }
      .sheet(item: $selected) { book in
        BookSheet(book: book) { selected = bookAfter(book) }
      }
    }
  }

  struct BookSheet: View {
    let book: ShelfBook
    let next: () -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
      VStack {
        Text("Detail: \(book.title)")
        TextField("Note", text: $note)
        Button("Next book") { next() }
        Button("Done") { dismiss() }
      }
    }
  }
}
