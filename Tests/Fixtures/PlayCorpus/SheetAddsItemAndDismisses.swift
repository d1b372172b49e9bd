import SwiftUI

struct Book: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

struct AddBookView: View {
    @Environment(\.dismiss) var dismiss
    @State private var title = ""
    var onSave: (Book) -> Void

    var body: some View {
        NavigationView {
            Form {
                TextField("Title", text: $title)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Book(title: title))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

struct BookListView: View {
    @State private var books = [Book(title: "Dune")]
    @State private var showingAddBook = false

    var body: some View {
        NavigationView {
            List(books) { book in
                Text(book.title)
            }
            .navigationTitle("Books")
            .toolbar {
                Button {
                    showingAddBook = true
                } label: {
                    Label("Add Book", systemImage: "plus")
                }
            }
            .sheet(isPresented: $showingAddBook) {
                AddBookView { book in
                    books.append(book)
                }
            }
        }
    }
}

#Preview {
    BookListView()
}
