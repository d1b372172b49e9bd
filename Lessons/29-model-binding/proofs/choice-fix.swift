// choice-fix: @Bindable var book: Book: the editor reads and writes the model itself.
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
  @Bindable var book: Book

  var body: some View {
    Stepper("Pages: \(book.pages)", value: $book.pages, in: 1...2000)
  }
}

#Preview {
  let container = try! ModelContainer(
    for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  container.mainContext.insert(Book(title: "Dune", pages: 400))
  return ShelfView()
    .modelContainer(container)
}
