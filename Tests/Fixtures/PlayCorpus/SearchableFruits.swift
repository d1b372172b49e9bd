import SwiftUI

struct FruitList: View {
  let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
  @State private var searchText = ""
  @State private var lastSearch = "nothing yet"

  var searchResults: [String] {
    if searchText.isEmpty {
      return fruits
    } else {
      return fruits.filter { $0.contains(searchText) }
    }
  }

  var body: some View {
    NavigationStack {
      List {
        ForEach(searchResults, id: \.self) { fruit in
          Text(fruit)
        }
        Text("Searched for \(lastSearch)")
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Fruits")
    }
    .searchable(text: $searchText, prompt: "Look for a fruit")
    .onSubmit(of: .search) {
      lastSearch = searchText
    }
  }
}
