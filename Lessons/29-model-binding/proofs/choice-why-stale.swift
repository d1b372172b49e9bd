// choice-why-stale: the editor shows the copy its @State took when it appeared; a write to
// the model does not reach it, and Save writes the copy back over the write.
import SwiftData
import SwiftUI

@Model
final class Book {
  var title: String
  var pages: Int

  init(title: String, pages: Int) {
    self.title = title
    self.pages = pages
  }
}

struct ShelfView: View {
  @Query private var books: [Book]

  var body: some View {
    VStack {
      ForEach(books) { book in
        Text("On the shelf: \(book.title)")
        PagesEditor(book: book)
        Button("Publisher corrects the count") { book.pages = 412 }
      }
    }
  }
}

struct PagesEditor: View {
  let book: Book
  @State private var pages: Int

  init(book: Book) {
    self.book = book
    _pages = State(initialValue: book.pages)
  }

  var body: some View {
    Stepper("Pages: \(pages)", value: $pages, in: 1...2000)
    Button("Save pages") { book.pages = pages }
  }
}

#Preview {
  let container = try! ModelContainer(
    for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  container.mainContext.insert(Book(title: "Dune", pages: 400))
  return ShelfView()
    .modelContainer(container)
}
