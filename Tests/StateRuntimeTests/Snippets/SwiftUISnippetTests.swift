// SwiftUI code, unchanged but for `import SwiftUI` → `import StateRuntime`.
// Each snippet is written the way it would be in an app; the tests check it
// behaves as SwiftUI documents.
import StateRuntime
import Testing

// MARK: - A shopping list (ForEach over Identifiable, if let, switch, @Bindable)

@Observable
final class ShoppingList {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
    var done = false
  }

  enum Filter {
    case all, open
  }

  var items: [Item] = []
  var filter = Filter.all
  var selection: Item.ID?
  private var nextID = 1

  func add(_ name: String) {
    items.append(Item(id: nextID, name: name))
    nextID += 1
  }
}

struct ShoppingListView: View {
  @Bindable var list: ShoppingList
  @State private var draft = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        TextField("New item", text: $draft)
        Button("Add") {
          list.add(draft)
          draft = ""
        }
        .disabled(draft.isEmpty)
      }
      switch list.filter {
      case .all:
        Text("Showing everything").font(.caption)
      case .open:
        Text("Showing open items").foregroundStyle(.secondary)
      }
      List {
        ForEach(visibleItems) { item in
          LineRow(item: item)
        }
      }
      if let selected = list.items.first(where: { $0.id == list.selection }) {
        Text("Selected: \(selected.name)")
      }
      Toggle(
        "Hide done", isOn: Binding(get: { list.filter == .open }, set: { list.filter = $0 ? .open : .all }))
    }
    .padding()
  }

  private var visibleItems: [ShoppingList.Item] {
    list.filter == .all ? list.items : list.items.filter { !$0.done }
  }
}

struct LineRow: View {
  let item: ShoppingList.Item

  var body: some View {
    HStack {
      Text(item.name)
      Spacer()
      if item.done {
        Image(systemName: "checkmark")
      }
    }
  }
}

// MARK: - A settings screen (Environment key, Stepper, Group, id: \.self)

private struct CompactKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var isCompact: Bool {
    get { self[CompactKey.self] }
    set { self[CompactKey.self] = newValue }
  }
}

struct SettingsView: View {
  @State private var fontSize = 14
  @State private var compact = false
  private let themes = ["Light", "Dark", "Sepia"]

  var body: some View {
    Form {
      Section("Text") {
        Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24, step: 2)
        Toggle("Compact", isOn: $compact)
      }
      Section("Theme") {
        ForEach(themes, id: \.self) { theme in
          Text(theme)
        }
      }
      Group {
        PreviewLine()
      }
      .environment(\.isCompact, compact)
    }
  }
}

struct PreviewLine: View {
  @Environment(\.isCompact) private var isCompact

  var body: some View {
    Text(isCompact ? "Preview (compact)" : "Preview")
  }
}

// MARK: - Async work (Button { Task { await … } }, .task)

@MainActor @Observable
final class ProfileModel {
  var name = "…"
  var saveState = "idle"

  func load() async {
    try? await Task.sleep(for: .milliseconds(20))
    name = "Ada Lovelace"
  }

  func save() async {
    saveState = "saving"
    try? await Task.sleep(for: .milliseconds(200))
    saveState = "saved"
  }
}

struct ProfileView: View {
  @State private var model = ProfileModel()

  var body: some View {
    VStack {
      Text(model.name)
      Text("Save: \(model.saveState)")
      Button("Save") {
        Task { await model.save() }
      }
    }
    .task { await model.load() }
  }
}

// MARK: - Tests

@MainActor
struct SwiftUISnippetTests {
  @Test func shoppingListAddsFiltersAndKeepsRowsByID() throws {
    let list = ShoppingList()
    let host = ViewHost(ShoppingListView(list: list))
    #expect(host.element("Add")?.isDisabled == true)
    try host.type("Milk", into: "New item")
    try host.tap("Add")
    try host.type("Eggs", into: "New item")
    try host.tap("Add")
    #expect(host.element("New item")?.value == "")
    #expect(host.element("Milk")?.kind == .text)
    list.items[0].done = true
    host.flush()
    try host.toggle("Hide done")
    #expect(host.element("Showing open items") != nil)
    #expect(host.element("Milk") == nil)
    list.selection = 2
    host.flush()
    #expect(host.element("Selected: Eggs") != nil)
  }

  @Test func settingsStepperRespectsBoundsAndEnvironmentReachesThePreview() throws {
    let host = ViewHost(SettingsView())
    for _ in 0..<10 { try host.increment("Font size") }
    #expect(host.element("Font size")?.value == "24")
    #expect(host.element("Sepia") != nil)
    try host.toggle("Compact")
    #expect(host.element("Preview (compact)") != nil)
    #expect(host.log.last == "PreviewLine: _isCompact changed.")
  }

  @Test func asyncActionsAndTaskModifiersFinishBeforeSettleReturns() async throws {
    let host = ViewHost(ProfileView())
    await host.settle(timeout: patientSettle)
    #expect(host.element("Ada Lovelace") != nil)
    try host.tap("Save")
    await host.settle(timeout: patientSettle)
    #expect(host.element("Save: saved") != nil)
  }
}
