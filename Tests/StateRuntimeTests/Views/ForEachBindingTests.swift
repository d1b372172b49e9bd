import StateRuntime
import Testing

// Modelled on Apple's `ForEach.init(_:content:)` taking a `Binding<C>` (C a
// MutableCollection & RandomAccessCollection of Identifiable elements) and
// its `id:` variant, as in "Binding to collection elements" (WWDC21 "What's
// new in SwiftUI": `List($gardens) { $garden in TextField("Name", text:
// $garden.name) }`): each row gets a `Binding<Element>`, writing through it
// writes the owner's state, and rows are identified by element id.
@MainActor
struct ForEachBindingTests {
  struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
  }

  struct TodoList: View {
    @State var todos = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "bread")]
    var body: some View {
      VStack {
        ForEach($todos) { $todo in
          Toggle(todo.title, isOn: $todo.isDone)
        }
        Text("done: \(todos.filter(\.isDone).count)")
        Button("Reverse") { todos.reverse() }
        Button("Add") { todos.append(Todo(id: todos.count + 1, title: "eggs")) }
      }
    }
  }

  @Test func writingThroughARowBindingWritesTheOwnersState() throws {
    let host = ViewHost(TodoList())
    try host.toggle("bread")
    #expect(host.element("bread")?.value == "on")
    #expect(host.element("milk")?.value == "off")
    #expect(host.element("done: 1") != nil)
  }

  @Test func rowsFollowTheCollection() throws {
    let host = ViewHost(TodoList())
    try host.tap("Add")
    try host.tap("Reverse")
    #expect(host.elements().filter { $0.kind == .toggle }.map(\.label) == ["eggs", "bread", "milk"])
  }

  struct Row: View {
    @Binding var todo: Todo
    @State private var isExpanded = false
    var body: some View {
      VStack {
        Toggle(todo.title, isOn: $todo.isDone)
        Button(isExpanded ? "Collapse \(todo.title)" : "Expand \(todo.title)") { isExpanded.toggle() }
      }
    }
  }

  struct Board: View {
    @State var todos = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "bread")]
    var body: some View {
      List {
        ForEach($todos) { $todo in
          Row(todo: $todo)
        }
      }
      Button("Reverse") { todos.reverse() }
    }
  }

  @Test func rowsAreIdentifiedByElementIDSoTheirStateMovesWithThem() throws {
    let host = ViewHost(Board())
    try host.tap("Expand milk")
    try host.tap("Reverse")
    #expect(host.element("Collapse milk") != nil)
    #expect(host.element("Expand bread") != nil)
    #expect(host.discarded().isEmpty)
    #expect(host.element("Collapse milk")?.path.contains("[id: 1]") == true)
  }

  struct Line: Equatable {
    var number: Int
    var text: String
  }

  struct Editor: View {
    @State var lines = [Line(number: 1, text: "first"), Line(number: 2, text: "second")]
    var body: some View {
      VStack {
        List($lines, id: \.number) { $line in
          TextField("Line \(line.number)", text: $line.text)
        }
        Text(lines.map(\.text).joined(separator: " / "))
      }
    }
  }

  @Test func theIDKeyPathFormAndListTakeBindingsToo() throws {
    let host = ViewHost(Editor())
    try host.type("changed", into: "Line 2")
    #expect(host.element("Line 2")?.value == "changed")
    #expect(host.element("first / changed") != nil)
    #expect(host.element("Line 2")?.path.contains("[id: 2]") == true)
  }

  @Observable final class Garden {
    var plants = [Todo(id: 1, title: "fern"), Todo(id: 2, title: "moss")]
  }

  struct GardenList: View {
    @Bindable var garden: Garden
    var body: some View {
      List($garden.plants) { $plant in
        TextField("Plant \(plant.id)", text: $plant.title)
      }
    }
  }

  @Test func rowBindingsIntoAnObservableModelWriteTheModel() throws {
    let garden = Garden()
    let host = ViewHost(GardenList(garden: garden))
    try host.type("ivy", into: "Plant 2")
    #expect(garden.plants.map(\.title) == ["fern", "ivy"])
    #expect(host.element("Plant 2")?.value == "ivy")
    garden.plants.insert(Todo(id: 3, title: "sage"), at: 0)
    host.flush()
    #expect(host.elements().map(\.label) == ["Plant 3", "Plant 1", "Plant 2"])
    #expect(host.discarded().isEmpty)
  }

  struct Shuffler: View {
    @State var todos = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "bread")]
    var body: some View {
      VStack {
        ForEach($todos) { $todo in
          Button("Reverse, then rename \(todo.id)") {
            todos.reverse()
            todo.title = "renamed"
          }
          Button("Remove, then tick \(todo.id)") {
            todos.removeAll { $0.id == todo.id }
            todo.isDone = true
          }
        }
        Text(todos.map { "\($0.id):\($0.title)\($0.isDone ? " done" : "")" }.joined(separator: " "))
      }
    }
  }

  @Test func aRowBindingFollowsItsElementByIDAfterTheCollectionChanged() throws {
    let host = ViewHost(Shuffler())
    try host.tap("Reverse, then rename 1")
    #expect(host.element("2:bread 1:renamed") != nil)
  }

  @Test func aWriteThroughTheBindingOfARemovedElementIsIgnored() throws {
    let host = ViewHost(Shuffler())
    try host.tap("Remove, then tick 1")
    #expect(host.element("2:bread") != nil)
    #expect(host.issues.isEmpty)
  }
}
