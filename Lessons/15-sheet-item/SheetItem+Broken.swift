import StateRuntime

extension SheetItem.Broken {
  /// BUG: two pieces of state describe one presentation: whether the sheet
  /// is up, and which book it shows. They can disagree, and the sheet's
  /// identity does not follow the book: "Next book" changes the book under
  /// a sheet that keeps the note typed for the previous one.
  struct ShelfScreen: View {
    @State private var showsDetail = false
    @State private var selected: ShelfBook?

    var body: some View {
      VStack {
        ForEach(shelfBooks) { book in
          Button(book.title) {
            selected = book
            showsDetail = true
          }
        }
        Text("Selected: \(selected?.title ?? "none")")
      }
      .sheet(isPresented: $showsDetail) {
        BookSheet(book: selected) { selected = $0.map(bookAfter) }
      }
    }
  }

  struct BookSheet: View {
    let book: ShelfBook?
    let next: (ShelfBook?) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
      VStack {
        Text("Detail: \(book?.title ?? "no book")")
        TextField("Note", text: $note)
        Button("Next book") { next(book) }
        Button("Done") { dismiss() }
      }
    }
  }
}
