// recall-why: with ForEach over indices a row's identity is a position: deleting shifts the
// later items down a position, each takes over the row (and state) of the item before it,
// and the last position is the one discarded.
import SwiftUI

struct ListedBook: Equatable {
  let title: String
  var isRead = false
}

struct ReadingListScreen: View {
  @State private var books = [
    ListedBook(title: "Dune"), ListedBook(title: "Emma"), ListedBook(title: "Ulysses"),
  ]

  var body: some View {
    VStack {
      ForEach(books.indices, id: \.self) { index in
        BookRow(title: books[index].title, onRemove: { books.remove(at: index) })
      }
      Text("Books: \(books.count)")
    }
  }
}

struct BookRow: View {
  let title: String
  let onRemove: @MainActor () -> Void
  @State private var showsNotes = false

  var body: some View {
    VStack {
      Button("Notes for \(title)") { showsNotes.toggle() }
      if showsNotes {
        Text("Notes on \(title)")
      }
      Button("Remove \(title)", action: onRemove)
    }
  }
}

#Preview { ReadingListScreen() }
