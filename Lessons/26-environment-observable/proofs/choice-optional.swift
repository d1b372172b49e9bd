// choice-optional: the optional form reads nil where no ancestor put the object, and nothing
// crashes; the view shows what it chose to show for "none".
import SwiftUI

@MainActor @Observable
final class Library {
  var loans = 3
}

struct CatalogueScreen: View {
  var body: some View {
    VStack {
      Text("Catalogue")
      LoanBadge()
    }
  }
}

struct LoanBadge: View {
  @Environment(Library.self) private var library: Library?

  var body: some View {
    Text("Loans: \(library.map { "\($0.loans)" } ?? "none")")
  }
}

#Preview { CatalogueScreen() }
