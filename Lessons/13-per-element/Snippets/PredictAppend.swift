import LessonsPlayDriver
import StateRuntime

/// One thing to pack. A plain value: rows compare it with `==`.
struct PackingItem: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  var isPacked = false
}

/// A trip's packing list: `items` is one stored property.
@MainActor @Observable
final class PackingList {
  var tripName = "Lisbon, 3 nights"
  var items = [
    PackingItem(id: 1, name: "Passport"), PackingItem(id: 2, name: "Charger"),
    PackingItem(id: 3, name: "Swimsuit"), PackingItem(id: 4, name: "Novel"),
  ]

  func pack(_ id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].isPacked = true
  }

  func add(_ name: String) {
    items.append(PackingItem(id: (items.map(\.id).max() ?? 0) + 1, name: name))
  }
}

struct PackingScreen: View {
  let list: PackingList

  var body: some View {
    VStack {
      PackingHeader(tripName: list.tripName)
      ForEach(list.items) { item in
        ItemRow(list: list, id: item.id)
      }
    }
  }
}

struct PackingHeader: View {
  let tripName: String

  var body: some View {
    Text("Packing for \(tripName)")
  }
}

/// The row shows one item, but finds it in `list.items`.
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

let lessonScenario = Scenario(makeApp: { _, xcode in
  let list = PackingList()
  return LessonApp(
    PackingScreen(list: list), xcode: xcode,
    events: [OutsideEvent("companion-adds", "your companion adds Sunscreen") { list.add("Sunscreen") }])
})
