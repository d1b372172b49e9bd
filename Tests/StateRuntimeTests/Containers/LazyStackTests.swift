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

  @Test func onlyTheRowsInTheWindowAreBuiltAtMount() {
    let host = ViewHost(Feed(count: 200))
    // As SwiftUI builds the rows that fit on screen: a window of `visibleRows`.
    #expect(host.bodyCount(of: "FeedRow") == 10)
    #expect(host.element("Row 9") != nil)
    #expect(host.element("Row 10") == nil)
    // Short lazy stacks fit in the window whole.
    #expect(host.element("Chip 2") != nil)
    #expect(host.element("Cell 3") != nil)
    #expect(host.render().contains("… 190 more rows, not built until scrolled to (scroll)"))
  }

  @Test func scrollingBuildsTheNextRowsWithFreshState() throws {
    var options = ViewHost<Feed>.Options()
    options.visibleRows = 4
    let host = ViewHost(Feed(count: 25), options: options)
    #expect(host.bodyCount(of: "FeedRow") == 4)
    try host.scroll()
    #expect(host.bodyCount(of: "FeedRow") == 8)
    #expect(host.element("Row 7")?.value == "off")
    try host.scroll(rows: 100)
    #expect(host.bodyCount(of: "FeedRow") == 25)
    let built = host.events.compactMap { event -> LazyRowsBuilt? in
      if case .lazyRowsBuilt(let rows) = event { rows } else { nil }
    }
    #expect(built.map(\.built) == [4, 8, 25])
    #expect(built.map(\.newlyBuilt) == [4, 4, 17])
    // Every row is built now: nothing is left to scroll to.
    #expect(throws: ViewHostError.self) { try host.scroll() }
  }

  @Test func aNonLazyStackInsideALazyOneIsOneRowBuiltWhole() {
    struct Nested: View {
      var body: some View {
        LazyVStack { VStack { ForEach(0..<30, id: \.self) { Text("Line \($0)") } } }
      }
    }
    let host = ViewHost(Nested())
    #expect(host.element("Line 29") != nil)
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
