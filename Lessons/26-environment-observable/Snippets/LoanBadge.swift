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
      .environment(library)
    }
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

#Preview { LibraryScreen(library: Library()) }
