import StateRuntime

extension PerElement.Broken {
  /// The packing screen: the trip's name, then a row per item.
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

  /// BUG: the row shows one item but looks it up in `list.items`, so its
  /// body reads the whole array. Observation tracks that one property: packing
  /// any item, or appending one, invalidates every row.
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
}
