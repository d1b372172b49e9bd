import StateRuntime

/// A book on the reading list, and the page the reader is on.
@Model
final class Book {
  var title: String
  var currentPage: Int

  init(title: String, currentPage: Int) {
    self.title = title
    self.currentPage = currentPage
  }
}

/// The reading screen: every book with its page, and an editor for the first one.
///
/// Who owns the title and the page? The Book model, saved in the store.
/// How long do they live? Across launches.
/// Who may change them? The editor, and the e-reader's sync.
struct ReadingScreen: View {
  @Query(sort: \Book.title) private var books: [Book]

  var body: some View {
    VStack {
      ForEach(books) { book in
        Text("\(book.title): page \(book.currentPage)")
      }
      if let book = books.first {
        BookEditor(book: book)
        Button("Sync from e-reader") { book.currentPage = 250 }
      }
    }
  }
}

/// Edits one book's title and page.
struct BookEditor: View {
  let book: Book
  @State private var title: String
  @State private var currentPage: Int

  init(book: Book) {
    // Copies the model once: @State keeps only the first initial value.
    self.book = book
    _title = State(initialValue: book.title)
    _currentPage = State(initialValue: book.currentPage)
  }

  var body: some View {
    VStack {
      TextField("Title", text: $title)
      Stepper("Page \(currentPage)", value: $currentPage, in: 0...2000)
      Button("Save") {
        book.title = title
        book.currentPage = currentPage
      }
    }
  }
}

#Preview {
  let container = try! ModelContainer(
    for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  container.mainContext.insert(Book(title: "Middlemarch", currentPage: 120))
  return ReadingScreen()
    .modelContainer(container)
}
