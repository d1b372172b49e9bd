// choice-screen: after the fix an append still runs the screen, which reads `items` to lay
// out the rows; the unchanged rows it re-creates are skipped, and only the new row runs.
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

  func add(_ name: String) {
    items.append(PackingItem(id: (items.map(\.id).max() ?? 0) + 1, name: name))
  }
}

struct Trip: View {
  @State private var list = PackingList()

  var body: some View {
    VStack {
      PackingScreen(list: list)
      Button("Add Sunscreen") { list.add("Sunscreen") }
    }
  }
}

struct PackingScreen: View {
  let list: PackingList

  var body: some View {
    VStack {
      ForEach(list.items) { item in
        ItemRow(item: item)
      }
    }
  }
}

struct ItemRow: View {
  let item: PackingItem

  var body: some View {
    Text("\(item.name): \(item.isPacked ? "packed" : "to pack")")
  }
}

#Preview { Trip() }
