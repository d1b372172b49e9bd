import StateRuntime
import Testing

/// `@FocusState` with `.focused(_:)` and `.focused(_:equals:)`: focus is
/// view-local state that follows the one focused field of the host.
@MainActor
struct FocusStateTests {
  enum Field: Hashable {
    case title, notes
  }

  struct Form: View {
    @State private var title = ""
    @State private var notes = ""
    @FocusState private var focus: Field?
    var body: some View {
      VStack {
        TextField("Title", text: $title).focused($focus, equals: .title)
        TextField("Notes", text: $notes).focused($focus, equals: .notes)
        Text("Focus: \(focus.map { "\($0)" } ?? "none")")
        Button("Next") { focus = .notes }
        Button("Done") { focus = nil }
      }
    }
  }

  @Test func focusingFromCodeMovesFocusAndTheElementShowsIt() throws {
    let host = ViewHost(Form())
    #expect(host.element("Focus:")?.label == "Focus: none")
    #expect(host.elements().allSatisfy { !$0.isFocused })
    try host.tap("Next")
    #expect(host.element("Notes")?.isFocused == true)
    #expect(host.element("Title")?.isFocused == false)
    #expect(host.render().contains("TextField \"Notes\": \"\" (focused)"))
    try host.tap("Done")
    #expect(host.element("Notes")?.isFocused == false)
  }

  @Test func aUserFocusingAFieldSetsTheFocusState() throws {
    let host = ViewHost(Form())
    try host.focus("Title")
    #expect(host.element("Focus:")?.label == "Focus: title")
    try host.focus("Notes")
    #expect(host.element("Focus:")?.label == "Focus: notes")
    #expect(host.element("Title")?.isFocused == false)
  }

  struct Search: View {
    @State private var query = ""
    @FocusState private var isSearching: Bool
    var body: some View {
      VStack {
        TextField("Search", text: $query).focused($isSearching)
        Text(isSearching ? "Searching" : "Idle")
      }
    }
  }

  struct TwoScreens: View {
    var body: some View {
      VStack {
        Search()
        Form()
      }
    }
  }

  @Test func oneFieldHasFocusAndTheOneThatHadItHearsSo() throws {
    let host = ViewHost(TwoScreens())
    try host.focus("Search")
    #expect(host.element("Searching") != nil)
    try host.tap("Next")
    #expect(host.element("Notes")?.isFocused == true)
    #expect(host.element("Idle") != nil, "Search's own focus state was cleared")
  }

  struct Toggler: View {
    @State private var showsField = true
    @FocusState private var isFocused: Bool
    var body: some View {
      VStack {
        if showsField {
          TextField("Name", text: .constant("")).focused($isFocused)
        }
        Text(isFocused ? "Focused" : "Not focused")
        Button("Hide") { showsField = false }
      }
    }
  }

  @Test func aFocusedFieldThatGoesAwayResetsItsFocusState() throws {
    let host = ViewHost(Toggler())
    try host.focus("Name")
    #expect(host.element("Focused") != nil)
    try host.tap("Hide")
    #expect(host.element("Not focused") != nil)
  }

  @Test func focusingAMissingFieldNamesTheFields() {
    let host = ViewHost(Form())
    #expect(
      throws: ViewHostError.controlNotFound(kind: .textField, label: "Tittle", available: ["Title", "Notes"])
    ) {
      try host.focus("Tittle")
    }
  }
}
