import LessonsPlayDriver
import StateRuntime

/// A book on the shelf; its `id` is what a sheet for it is keyed by.
struct ShelfBook: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// The books the shelf shows, in order.
let shelfBooks = [
  ShelfBook(id: 1, title: "Dune"), ShelfBook(id: 2, title: "Emma"), ShelfBook(id: 3, title: "Ulysses"),
]

/// The book after `book` on the shelf, wrapping round.
func bookAfter(_ book: ShelfBook) -> ShelfBook {
  let index = shelfBooks.firstIndex(of: book) ?? 0
  return shelfBooks[(index + 1) % shelfBooks.count]
}

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

let lessonScenario = Scenario(makeApp: { _, xcode in
  LessonApp(ShelfScreen(), xcode: xcode)
})
