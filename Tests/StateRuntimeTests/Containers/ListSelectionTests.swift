import StateRuntime
import Testing

@MainActor
struct ListSelectionTests {
  struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  static let boxes = [
    Mailbox(id: 1, name: "Postbox"), Mailbox(id: 2, name: "Sent"), Mailbox(id: 3, name: "Drafts"),
  ]

  struct Sidebar: View {
    @State var selection: Int?
    var body: some View {
      VStack {
        List(ListSelectionTests.boxes, selection: $selection) { box in
          Text(box.name)
        }
        Text(selection.map { "Showing \($0)" } ?? "Nothing selected")
      }
    }
  }

  @Test func selectingARowSetsTheOptionalSelectionByRowID() throws {
    let host = ViewHost(Sidebar())
    #expect(host.element("List")?.value == nil)
    #expect(host.element("Nothing selected") != nil)
    try host.select("Sent")
    #expect(host.element("List")?.value == "Sent")
    #expect(host.element("Showing 2") != nil)
    #expect(host.discarded().isEmpty)
  }

  @Test func aSetSelectionGainsAndLosesRows() throws {
    struct Picking: View {
      @State var picked: Set<String> = []
      var body: some View {
        List(selection: $picked) {
          Text("Apples").tag("a")
          Text("Pears").tag("p")
        }
      }
    }
    let host = ViewHost(Picking())
    try host.select("Apples", in: "List")
    try host.select("Pears")
    #expect(host.element("List")?.value == "Apples, Pears")
    try host.select("Apples")
    #expect(host.element("List")?.value == "Pears")
  }
}
