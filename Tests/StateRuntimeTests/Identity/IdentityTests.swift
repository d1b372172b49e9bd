import StateRuntime
import Testing

/// State belongs to identity: structural position, branches, `.id`, `ForEach` ids.
@MainActor
struct IdentityTests {
  struct Draft: View {
    @State var text = "empty"
    var body: some View {
      TextField("Draft", text: $text)
    }
  }

  struct Branching: View {
    var compact: Bool
    var body: some View {
      if compact {
        Draft()
      } else {
        Draft()
      }
    }
  }

  struct Stable: View {
    var compact: Bool
    var body: some View {
      VStack {
        Text(compact ? "compact" : "regular")
        Draft()
      }
    }
  }

  struct Keyed: View {
    var version: Int
    var body: some View {
      Draft().id(version)
    }
  }

  @Test func stateSurvivesParentUpdatesAtTheSamePosition() throws {
    let host = ViewHost(Stable(compact: false))
    try host.type("kept", into: "Draft")
    host.root = Stable(compact: true)
    #expect(host.element("Draft")?.value == "kept")
    #expect(host.discarded().isEmpty)
  }

  @Test func ifAndElseBranchesAreDistinctIdentities() throws {
    let host = ViewHost(Branching(compact: false))
    try host.type("typed", into: "Draft")
    host.root = Branching(compact: true)
    #expect(host.element("Draft")?.value == "empty")
    let discarded = try #require(host.discarded().first)
    #expect(discarded.view == "Draft")
    #expect(discarded.path == "Branching(else)/Draft")
    #expect(discarded.properties == ["_text = \"typed\""])
    #expect(host.log.last == "Draft: @self, @identity, _text changed.")
    #expect(host.created().last?.path == "Branching(if)/Draft")
  }

  @Test func aNewExplicitIDGivesFreshState() throws {
    let host = ViewHost(Keyed(version: 1))
    try host.type("v1 draft", into: "Draft")
    host.root = Keyed(version: 1)
    #expect(host.element("Draft")?.value == "v1 draft")
    host.root = Keyed(version: 2)
    #expect(host.element("Draft")?.value == "empty")
    #expect(host.discarded().map(\.path) == ["Keyed.id(1)/Draft"])
  }

  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  struct Row: View {
    let item: Item
    @State var isExpanded = false
    var body: some View {
      Toggle(item.name, isOn: $isExpanded)
    }
  }

  struct Rows: View {
    var items: [Item]
    var body: some View {
      List(items) { item in Row(item: item) }
    }
  }

  @Test func forEachRowsKeepStateByElementID() throws {
    let host = ViewHost(Rows(items: [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]))
    try host.toggle("Two")
    // Reorder and insert: row 2 keeps its state wherever it moves.
    host.root = Rows(items: [Item(id: 3, name: "Three"), Item(id: 2, name: "Two"), Item(id: 1, name: "One")])
    #expect(host.element("Two")?.value == "on")
    #expect(host.element("Three")?.value == "off")
    #expect(host.discarded().isEmpty)
    host.root = Rows(items: [Item(id: 1, name: "One")])
    #expect(
      host.discarded().map(\.path).sorted() == [
        "Rows/List/ForEach[id: 2]/Row", "Rows/List/ForEach[id: 3]/Row",
      ])
  }

  struct Swapping: View {
    var useText: Bool
    var body: some View {
      VStack {
        if useText { Text("label") } else { Draft() }
      }
    }
  }

  @Test func aDifferentTypeAtTheSamePlaceIsANewIdentity() throws {
    let host = ViewHost(Swapping(useText: false))
    try host.type("gone soon", into: "Draft")
    host.root = Swapping(useText: true)
    host.root = Swapping(useText: false)
    #expect(host.element("Draft")?.value == "empty")
  }
}
