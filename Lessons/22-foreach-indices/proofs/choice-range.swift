// choice-range: ForEach(0..<books.count) without id: is for constant data: when a fourth
// book is appended it keeps the three rows it made first, and logs that the count (4)
// differs from its initial count (3).
import SwiftUI

struct ReadingList: View {
  @State private var books = ["Dune", "Emma", "Faust"]

  var body: some View {
    VStack {
      ForEach(0..<books.count) { index in
        Text(books[index])
      }
      Button("Add Ulysses") { books.append("Ulysses") }
      Text("Books: \(books.count)")
    }
  }
}

#Preview { ReadingList() }
