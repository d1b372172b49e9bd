// choice-one-element: `items` is one tracked property, and writing any element writes
// `items`: packing one item runs every row that read the array.
import SwiftUI

struct PackingItem: Identifiable, Equatable {
  let id: Int
  let name: String
  var isPacked = false
}

@MainActor @Observable
final class PackingList {
  var items = [
    PackingItem(id: 1, name: "Passport"), PackingItem(id: 2, name: "Charger"),
    PackingItem(id: 3, name: "Swimsuit"), PackingItem(id: 4, name: "Novel"),
  ]

  func pack(_ id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].isPacked = true
  }
}

struct PackingScreen: View {
  @State private var list = PackingList()

  var body: some View {
    VStack {
      ForEach(list.items) { item in
        ItemRow(list: list, id: item.id)
      }
    }
  }
}

/// Looks its item up in `list.items`, so its body reads the whole array.
struct ItemRow: View {
  let list: PackingList
  let id: Int

  var body: some View {
    if let item = list.items.first(where: { $0.id == id }) {
      HStack {
        Text("\(item.name): \(item.isPacked ? "packed" : "to pack")")
        Button("Pack \(item.name)") { list.pack(id) }
      }
    }
  }
}

#Preview { PackingScreen() }
