import StateRuntime
import Testing

@MainActor
struct GroupBoxTests {
  struct Card: View {
    @State var count = 0
    var body: some View {
      VStack {
        GroupBox("Today") {
          Text("\(count) tasks")
          Button("Add") { count += 1 }
        }
        GroupBox {
          Text("Body")
        } label: {
          Label("Heading", systemImage: "sun.max")
        }
        Text("Row")
          .contextMenu(ContextMenu { Button("Clear") { count = 0 } })
        Text("Other")
          .contextMenu {
            Button("Double") { count *= 2 }
          } preview: {
            Text("Preview")
          }
      }
    }
  }

  @Test func aGroupBoxShowsItsLabelAndItsContent() throws {
    let host = ViewHost(Card())
    #expect(host.element("Today") != nil)
    #expect(host.element("Heading") != nil)
    try host.tap("Add")
    #expect(host.element("1 tasks") != nil)
    #expect(host.render().contains("GroupBox"))
  }

  @Test func contextMenuValuesAndPreviewMenusAreTappable() throws {
    let host = ViewHost(Card())
    try host.tap("Add")
    try host.tap("Double")
    #expect(host.element("2 tasks") != nil)
    try host.tap("Clear")
    #expect(host.element("0 tasks") != nil)
    #expect(host.element("Preview") == nil, "the preview is not shown")
  }
}
