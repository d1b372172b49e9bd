// choice-fix: give each row its element: packing one item runs one row; the others'
// inputs compare equal and their bodies are skipped.
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
        ItemRow(item: item, list: list)
      }
    }
  }
}

/// Reads only its element; the list is used in the button's action, not in the body.
struct ItemRow: View {
  let item: PackingItem
  let list: PackingList

  var body: some View {
    HStack {
      Text("\(item.name): \(item.isPacked ? "packed" : "to pack")")
      Button("Pack \(item.name)") { list.pack(item.id) }
    }
  }
}

#Preview { PackingScreen() }
