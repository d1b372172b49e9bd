// choice-fix: ForEach($books) { $book in BookRow(book: $book) }, with Identifiable books,
// identifies each row by its book: its state stays with that book when another goes.
import SwiftUI

struct ListedBook: Identifiable, Equatable {
  let id: Int
  let title: String
  var isRead = false
}

struct ReadingListScreen: View {
  @State private var books = [
    ListedBook(id: 1, title: "Dune"), ListedBook(id: 2, title: "Emma"), ListedBook(id: 3, title: "Ulysses"),
  ]

  var body: some View {
    VStack {
      ForEach($books) { $book in
        BookRow(book: $book, onRemove: { books.removeAll { $0.id == book.id } })
      }
      Text("Books: \(books.count)")
    }
  }
}

struct BookRow: View {
  @Binding var book: ListedBook
  let onRemove: @MainActor () -> Void
  @State private var showsNotes = false

  var body: some View {
    VStack {
      Toggle("Read \(book.title)", isOn: $book.isRead)
      Button("Notes for \(book.title)") { showsNotes.toggle() }
      if showsNotes {
        Text("Notes on \(book.title)")
      }
      Button("Remove \(book.title)", action: onRemove)
    }
  }
}

#Preview { ReadingListScreen() }
