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
