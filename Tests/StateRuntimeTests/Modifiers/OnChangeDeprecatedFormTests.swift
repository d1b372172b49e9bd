import StateRuntime
import Testing

@MainActor
struct DeprecatedOnChangeTests {
  // Apple's `onChange(of:perform:)`, deprecated in iOS 17 ("Use `onChange`
  // with a two or zero parameter action closure instead.") and still in most
  // snippets: the action gets the new value after the update that changed it.
  // The view is declared deprecated too, so using the API draws no warning.
  @available(*, deprecated)
  struct Search: View {
    @State var query = ""
    @State var searches: [String] = []
    var body: some View {
      VStack {
        TextField("Query", text: $query)
        Text("searched: \(searches.joined(separator: ","))")
      }
      .onChange(of: query) { newQuery in searches.append(newQuery) }
    }
  }

  @available(*, deprecated)
  @Test func theOneParameterFormGetsTheNewValue() throws {
    let host = ViewHost(Search())
    try host.type("sw", into: "Query")
    try host.type("swift", into: "Query")
    #expect(host.element("searched: sw,swift") != nil)
    #expect(host.issues.isEmpty)
  }
}
