import StateRuntime
import Testing

@MainActor
struct SearchableTests {
  struct Recipes: View {
    @State var query = ""
    @State var submitted: [String] = []
    @State var name = ""
    let all = ["Pasta", "Pancakes", "Soup"]
    var body: some View {
      VStack {
        List(all.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
          .searchable(text: $query)
          .onSubmit(of: .search) { submitted.append("search: \(query)") }
        TextField("Name", text: $name)
          .onSubmit { submitted.append("name: \(name)") }
        Text("Submitted \(submitted.joined(separator: ", "))")
      }
    }
  }

  @Test func theSearchFieldIsATextFieldTheDriverTypesInto() throws {
    let host = ViewHost(Recipes())
    #expect(host.element("Search")?.kind == .textField)
    try host.type("Pa", into: "Search")
    #expect(host.element("Pasta") != nil)
    #expect(host.element("Soup") == nil)
  }

  @Test func submitRunsTheHandlersWhoseTriggersMatchTheField() throws {
    let host = ViewHost(Recipes())
    try host.type("Soup", into: "Search")
    try host.submit("Search")
    try host.type("Ada", into: "Name")
    try host.submit("Name")
    // The search handler is not above the name field, and `.text` handlers ignore the search field.
    #expect(host.element("Submitted search: Soup, name: Ada") != nil)
  }

  @Test func aSubmitRunsTheActionOfTheLatestBody() throws {
    struct Counter: View {
      @State var count = 0
      @State var log = ""
      var body: some View {
        let seen = count  // captured by value: a stale action would log an old number
        VStack {
          TextField("Field", text: .constant(""))
          Button("Add") { count += 1 }
          Text("Log \(log)")
        }
        .onSubmit { log += "\(seen)" }
      }
    }
    let host = ViewHost(Counter())
    try host.tap("Add")
    try host.tap("Add")
    try host.submit("Field")
    #expect(host.element("Log 2") != nil)
  }

  @Test func aPromptNamesTheField() {
    struct Named: View {
      @State var query = ""
      var body: some View { Text("x").searchable(text: $query, prompt: "Find recipes") }
    }
    #expect(ViewHost(Named()).element("Find recipes")?.kind == .textField)
  }
}
