import StateRuntime
import Testing

@MainActor
struct LazyStackTests {
  struct Feed: View {
    let count: Int
    var body: some View {
      ScrollView {
        LazyVStack(pinnedViews: [.sectionHeaders]) {
          ForEach(0..<count, id: \.self) { FeedRow(index: $0) }
        }
        ScrollView(.horizontal, showsIndicators: false) {
          LazyHStack { ForEach(0..<3, id: \.self) { Text("Chip \($0)") } }
        }
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.fixed(40))]) {
          ForEach(0..<4, id: \.self) { Text("Cell \($0)") }
        }
      }
    }
  }

  struct FeedRow: View {
    let index: Int
    @State var isRead = false
    var body: some View { Toggle("Row \(index)", isOn: $isRead) }
  }

  @Test func everyRowIsBuiltAtMountWhateverIsOnScreen() {
    let host = ViewHost(Feed(count: 200))
    // SwiftUI would build the rows that fit on screen; this runtime has no viewport.
    #expect(host.bodyCount(of: "FeedRow") == 200)
    #expect(host.element("Row 199") != nil)
    #expect(host.element("Chip 2") != nil)
    #expect(host.element("Cell 3") != nil)
  }

  @Test func rowsKeepStateByIdentityAsInSwiftUI() throws {
    let host = ViewHost(Feed(count: 3))
    try host.toggle("Row 2")
    host.root = Feed(count: 4)
    #expect(host.element("Row 2")?.value == "on")
    #expect(host.element("Row 3")?.value == "off")
    host.root = Feed(count: 2)
    #expect(host.discarded().count == 2)
  }
}
