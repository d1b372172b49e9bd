import StateRuntime

/// One thing to pack. A plain value: rows compare it with `==`.
struct PackingItem: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  var isPacked = false
}

/// A trip's packing list, shared by both versions. `items` is one stored
/// property: Observation tracks it as a whole, never element by element.
@MainActor @Observable
final class PackingList {
  var tripName = "Lisbon, 3 nights"
  var items = [
    PackingItem(id: 1, name: "Passport"), PackingItem(id: 2, name: "Charger"),
    PackingItem(id: 3, name: "Swimsuit"), PackingItem(id: 4, name: "Novel"),
  ]

  /// Ticks one item off.
  func pack(_ id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].isPacked = true
  }

  /// Appends an item with the next id (a travel companion adding it from their phone).
  func add(_ name: String) {
    items.append(PackingItem(id: (items.map(\.id).max() ?? 0) + 1, name: name))
  }
}
