import Foundation
import StateRuntime
import Testing

/// `onDelete` (each row's Delete swipe button), `onMove`, the offset helpers and `EditButton`.
@MainActor
struct ForEachEditingTests {
  struct Item: Identifiable {
    let id: Int
    let name: String
  }

  struct Row: View {
    let item: Item
    @State var taps = 0
    var body: some View {
      Button("\(item.name) \(taps)") { taps += 1 }
    }
  }

  struct Rows: View {
    @State var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
    @State var deleted: [Int] = []
    var body: some View {
      List {
        ForEach(items) { Row(item: $0) }
          .onDelete { offsets in
            deleted += Array(offsets)
            items.remove(atOffsets: offsets)
          }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      }
      EditButton()
      Text("deleted \(deleted.map(String.init).joined(separator: ","))")
    }
  }

  @Test func deleteOnARowPassesItsOffsetAndTheOtherRowsKeepTheirState() throws {
    let host = ViewHost(Rows())
    try host.tap("c 0")
    #expect(host.render().contains("SwipeActions"))
    try host.tap("Delete #2")
    #expect(host.element("deleted 1") != nil)
    #expect(host.element("b 0") == nil)
    // Row c kept its identity (its id) and so its state.
    #expect(host.element("c 1") != nil)
    #expect(host.discarded().map(\.view) == ["Row"])
    // The offset is read when tapped: c is now the second row.
    try host.tap("Delete #2")
    #expect(host.element("deleted 1,1") != nil)
  }

  @Test func theOffsetHelpersMoveAndRemoveAsSwiftUIDocuments() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
    #expect(letters == ["c", "a", "b", "d"])
    letters.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
    #expect(letters == ["d", "c", "a", "b"])
    letters.remove(atOffsets: IndexSet([0, 2]))
    #expect(letters == ["c", "b"])
  }

  @Test func editButtonTogglesItsTitleAndOnlyItselfReRuns() throws {
    let host = ViewHost(Rows())
    host.resetCounts()
    try host.tap("Edit")
    #expect(host.element("Done") != nil)
    #expect(host.bodyCount(of: "Rows") == 0)
    #expect(host.bodyCount(of: "EditButton") == 1)
    try host.tap("Done")
    #expect(host.element("Edit") != nil)
  }
}
