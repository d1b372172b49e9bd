import StateRuntime

extension PerElement.Fixed {
  /// The packing screen: it reads `list.items` to lay out the rows, so it
  /// still runs when the array changes, and hands each row its element.
  struct PackingScreen: View {
    let list: PackingList

    var body: some View {
      VStack {
        PackingHeader(tripName: list.tripName)
        ForEach(list.items) { item in
          ItemRow(item: item, list: list)
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

  /// FIX: the row is given its element and reads only that. Its body reads
  /// nothing tracked, so it runs when its own item changed (its input
  /// compares unequal) or when it is new; the other rows are skipped. The
  /// list is used only in the button's action, which is not a dependency.
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
}
