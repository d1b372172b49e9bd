import SwiftUI
import SwiftData

@Model
final class Book {
    var title: String
    var isAvailable: Bool

    init(title: String, isAvailable: Bool = true) {
        self.title = title
        self.isAvailable = isAvailable
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
            Button("Close") {
                dismiss()
            }
        }
    }
}

struct LibraryView: View {
    @Query(sort: \Book.title) private var books: [Book]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(book.title) {
                    BookEditView(book: book)
                }
            }
            Text("Available: \(books.filter(\.isAvailable).count) of \(books.count)")
        }
    }
}

#Preview {
    let container = try! ModelContainer(
        for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Book(title: "Persuasion"))
    container.mainContext.insert(Book(title: "Emma"))
    return LibraryView()
        .modelContainer(container)
}
