import StateRuntime
import Testing

/// `swipeActions`, `contextMenu`, `Menu` and the layered content of `overlay`/`background`.
@MainActor
struct SwipeActionsTests {
  struct Postbox: View {
    @State var subjects = ["Hi", "Bill"]
    @State var log: [String] = []
    @State var sort = "name"
    var body: some View {
      List {
        ForEach(subjects, id: \.self) { subject in
          Text(subject)
            .swipeActions { Button("Archive") { subjects.removeAll { $0 == subject } } }
            .contextMenu { Button("Copy") { log.append(subject) } }
        }
      }
      Menu("Sort") {
        Picker("Order", selection: $sort) {
          Text("Name").tag("name")
          Text("Date").tag("date")
        }
        Button("Reset") { sort = "name" }
      }
      Text("log \(log.joined(separator: ",")) sort \(sort)")
        .overlay(alignment: .topTrailing) { Button("Clear") { log = [] } }
        .background(Circle().fill(Color.red))
    }
  }

  @Test func rowButtonsActForTheirRowAndAreShownUnderTheRow() throws {
    let host = ViewHost(Postbox())
    #expect(host.render().contains("ContextMenu"))
    try host.tap("Copy #2")
    #expect(host.element("log Bill sort name") != nil)
    try host.tap("Archive #1")
    #expect(host.element("Hi") == nil)
    #expect(host.element("Bill") != nil)
  }

  @Test func aMenusPickerAndButtonsAreDrivableAndOverlayContentIsOnScreen() throws {
    let host = ViewHost(Postbox())
    try host.select("Date", in: "Order")
    #expect(host.element("log  sort date") != nil)
    try host.tap("Reset")
    try host.tap("Copy #1")
    try host.tap("Clear")
    #expect(host.element("log  sort name") != nil)
    #expect(host.render().contains("Menu (\"Sort\")"))
    #expect(host.render().contains("Circle"))
  }
}
