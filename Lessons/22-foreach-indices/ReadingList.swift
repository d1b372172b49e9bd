import StateRuntime

/// A book on the reading list: a value with a stable id, so a row can
/// follow it wherever it moves in the array.
struct ListedBook: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String
  let notes: String
  var isRead = false
}

/// The books both versions start with.
let startingBooks = [
  ListedBook(id: 1, title: "Dune", notes: "desert ecology, politics"),
  ListedBook(id: 2, title: "Emma", notes: "matchmaking gone wrong"),
  ListedBook(id: 3, title: "Ulysses", notes: "one day in Dublin"),
]
