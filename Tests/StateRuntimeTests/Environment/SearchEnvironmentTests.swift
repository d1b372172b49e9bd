import StateRuntime
import Testing

/// `\.isSearching`, `\.dismissSearch` and `\.controlSize`: environment values SwiftUI code
/// reads below `.searchable` and `.controlSize(_:)`.
@MainActor
struct SearchEnvironmentTests {
  struct Fruits: View {
    @State var query = ""
    var body: some View {
      NavigationStack {
        Results(query: query)
          .searchable(text: $query)
      }
    }
  }

  struct Results: View {
    let query: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
      VStack {
        Text(isSearching ? "Searching for \(query)" : "Browsing")
        Button("Done") { dismissSearch() }
      }
    }
  }

  @Test func isSearchingIsTrueWhileTheQueryIsNotEmpty() throws {
    let host = ViewHost(Fruits())
    #expect(host.element("Browsing") != nil)
    try host.type("Fig", into: "Search")
    #expect(host.element("Searching for Fig") != nil)
  }

  @Test func dismissSearchClearsTheQueryAndEndsTheSearch() throws {
    let host = ViewHost(Fruits())
    try host.type("Fig", into: "Search")
    try host.tap("Done")
    #expect(host.element("Browsing") != nil)
    #expect(host.element("Search")?.value == "")
  }

  @Test func outsideSearchableContentIsSearchingIsFalseAndDismissSearchDoesNothing() throws {
    let host = ViewHost(Results(query: "x"))
    #expect(host.element("Browsing") != nil)
    try host.tap("Done")
    #expect(host.element("Browsing") != nil)
  }

  struct Sized: View {
    @Environment(\.controlSize) private var controlSize
    var body: some View { Text("Size \(String(describing: controlSize))") }
  }

  @Test func controlSizeFlowsDownFromTheModifier() {
    struct Root: View {
      var body: some View {
        VStack {
          Sized()
          Sized().controlSize(.large)
        }
      }
    }
    let host = ViewHost(Root())
    #expect(host.element("Size regular") != nil)
    #expect(host.element("Size large") != nil)
  }
}
