// choice-dismiss: a sheet shown with sheet(isPresented: $showsDetail) that reads a separate
// @State selected: a swipe down sets showsDetail to false, and selected still holds the book.
import SwiftUI

struct ShelfScreen: View {
  @State private var showsDetail = false
  @State private var selected: String?

  var body: some View {
    VStack {
      Button("Dune") {
        selected = "Dune"
        showsDetail = true
      }
      Text("Shows detail: \(showsDetail)")
      Text("Selected: \(selected ?? "none")")
    }
    .sheet(isPresented: $showsDetail) {
      Text("Detail: \(selected ?? "none")")
    }
  }
}

#Preview { ShelfScreen() }
