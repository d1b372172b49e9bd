// choice-identity: with .sheet(item: $selected), when selected changes from Dune to Emma
// while Dune's sheet is up, Dune's sheet is dismissed (its state discarded) and a new
// sheet is presented for Emma.
import SwiftUI

struct ShelfBook: Identifiable, Hashable {
  let id: Int
  let title: String
}

let shelfBooks = [ShelfBook(id: 1, title: "Dune"), ShelfBook(id: 2, title: "Emma")]

struct ShelfScreen: View {
  @State private var selected: ShelfBook?

  var body: some View {
    VStack {
      ForEach(shelfBooks) { book in
        Button(book.title) { selected = book }
      }
    }
    .sheet(item: $selected) { book in
      BookSheet(book: book) { selected = shelfBooks[1] }
    }
  }
}

struct BookSheet: View {
  let book: ShelfBook
  let next: () -> Void
  @State private var note = ""

  var body: some View {
    VStack {
      Text("Detail: \(book.title)")
      TextField("Note", text: $note)
      Button("Next book") { next() }
    }
  }
}

#Preview { ShelfScreen() }
