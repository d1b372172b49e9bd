import StateRuntime
import Testing

/// Reads made in `ForEach` and `List` row closures are dependencies of the
/// view whose body built the `ForEach`, although the closure runs after that
/// body returned (WWDC23 "Discover Observation in SwiftUI": renaming a donut
/// updates the row that shows its name).
@MainActor
struct RowClosureReadTests {
  @Observable final class Donut: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  @Observable final class Menu {
    var donuts = [Donut(id: 1, name: "Glazed"), Donut(id: 2, name: "Sprinkles")]
    var special = "none"
  }

  struct DonutList: View {
    let menu: Menu
    var body: some View {
      VStack {
        ForEach(menu.donuts) { donut in
          Text(donut.name)
        }
      }
    }
  }

  @Test func renamingADonutUpdatesItsRow() {
    let menu = Menu()
    let host = ViewHost(DonutList(menu: menu))
    menu.donuts[0].name = "Maple"
    host.flush()
    #expect(host.element("Maple") != nil)
    #expect(host.element("Glazed") == nil)
    #expect(host.bodyCount(of: "DonutList") == 2)
    #expect(host.changes.last?.description.hasSuffix("@dependencies changed.") == true)
  }

  @Test func aPropertyNoRowReadsDoesNotUpdateTheList() {
    let menu = Menu()
    let host = ViewHost(DonutList(menu: menu))
    menu.special = "Cruller"
    host.flush()
    #expect(host.bodyCount(of: "DonutList") == 1)
  }

  struct Picker: View {
    @State private var selected = 1
    var body: some View {
      VStack {
        ForEach([1, 2, 3], id: \.self) { i in
          Button(i == selected ? "[\(i)]" : "option \(i)") { selected = i }
        }
      }
    }
  }

  @Test func stateReadOnlyInARowClosureIsADependency() throws {
    let host = ViewHost(Picker())
    #expect(host.element("[1]") != nil)
    try host.tap("option 3")
    #expect(host.element("[3]") != nil)
    #expect(host.element("option 1") != nil)
    #expect(host.changes.last?.description == "RowClosureReadTests.Picker: _selected changed.")
  }

  struct Checklist: View {
    @Binding var done: Set<Int>
    var body: some View {
      VStack {
        ForEach([1, 2], id: \.self) { item in
          Text(done.contains(item) ? "item \(item) ✓" : "item \(item)")
        }
      }
    }
  }

  struct ChecklistScreen: View {
    @State private var done: Set<Int> = []
    var body: some View {
      VStack {
        Checklist(done: $done)
        Button("Finish 2") { done.insert(2) }
      }
    }
  }

  @Test func aBindingReadOnlyInARowClosureIsADependency() throws {
    let host = ViewHost(ChecklistScreen())
    try host.tap("Finish 2")
    #expect(host.element("item 2 ✓") != nil)
    #expect(host.bodyCount(of: "Checklist") == 2)
    // The screen passes `$done` on and never reads it: it does not run again.
    #expect(host.bodyCount(of: "ChecklistScreen") == 1)
  }

  struct Row: Identifiable {
    let id: Int
    let donut: Donut
  }

  struct DonutTable: View {
    let rows: [Row]
    var body: some View {
      List(rows) { row in
        Text("\(row.id). \(row.donut.name)")
      }
    }
  }

  @Test func anObservableReadInAListRowClosureIsADependency() {
    let glazed = Donut(id: 1, name: "Glazed")
    let host = ViewHost(DonutTable(rows: [Row(id: 1, donut: glazed)]))
    glazed.name = "Old-fashioned"
    host.flush()
    #expect(host.element("1. Old-fashioned") != nil)
  }

  struct DonutRow: View {
    let donut: Donut
    var body: some View { Text(donut.name) }
  }

  struct ExtractedRows: View {
    let menu: Menu
    var body: some View {
      VStack {
        ForEach(menu.donuts) { donut in
          DonutRow(donut: donut)
        }
      }
    }
  }

  @Test func aRowViewsBodyStaysOutOfTheParentsScope() {
    // The row closure only makes `DonutRow` values; their bodies read the
    // name in scopes of their own, so a rename runs one row, not the list.
    let menu = Menu()
    let host = ViewHost(ExtractedRows(menu: menu))
    host.resetCounts()
    menu.donuts[1].name = "Boston cream"
    host.flush()
    #expect(host.bodyCount(of: "ExtractedRows") == 0)
    #expect(host.bodyCount(of: "DonutRow") == 1)
    #expect(host.element("Boston cream") != nil)
  }
}
