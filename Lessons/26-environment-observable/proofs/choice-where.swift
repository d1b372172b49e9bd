// choice-where: an object put in the environment of the screen's outer stack reaches every view
// inside it, above, beside and below the views that first needed it.
import SwiftUI

@MainActor @Observable
final class Library {
  var loans = 3
}

struct LibraryScreen: View {
  let library: Library

  var body: some View {
    VStack {
      LoanBadge()
      VStack {
        LoanList()
      }
      DueDates()
    }
    .environment(library)
  }
}

struct LoanBadge: View {
  @Environment(Library.self) private var library: Library?

  var body: some View {
    Text("Loans: \(library.map { "\($0.loans)" } ?? "none")")
  }
}

struct LoanList: View {
  @Environment(Library.self) private var library

  var body: some View {
    Text("Books on loan: \(library.loans)")
    Button("Borrow") { library.loans += 1 }
  }
}

struct DueDates: View {
  @Environment(Library.self) private var library

  var body: some View {
    Text("Due this week: \(library.loans) books")
  }
}

#Preview { LibraryScreen(library: Library()) }
