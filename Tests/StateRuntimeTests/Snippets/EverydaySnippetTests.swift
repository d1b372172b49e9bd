// Everyday SwiftUI, unchanged but for `import SwiftUI` → `import StateRuntime`:
// the binding form of ForEach, task(id:) as a search trigger, withAnimation,
// transitions, colours and an optional environment object.
import StateRuntime
import Testing

// MARK: - A checklist (ForEach($items), withAnimation, Color, transition)

struct ChecklistItem: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

struct ChecklistView: View {
  @State private var items = [
    ChecklistItem(id: 1, title: "Passport"), ChecklistItem(id: 2, title: "Tickets"),
  ]
  @State private var showsSummary = false

  var body: some View {
    NavigationStack {
      List {
        ForEach($items) { $item in
          HStack {
            Toggle(item.title, isOn: $item.isDone)
            Spacer()
            if item.isDone {
              Color.green.frame(width: 8, height: 8)
            }
          }
        }
      }
      .navigationTitle("Packing")
      Button(showsSummary ? "Hide summary" : "Show summary") {
        withAnimation(.spring(duration: 0.3)) { showsSummary.toggle() }
      }
      if showsSummary {
        Text("\(items.filter(\.isDone).count) of \(items.count) packed")
          .foregroundStyle(.secondary)
          .transition(.move(edge: .bottom).combined(with: .opacity))
      }
    }
  }
}

// MARK: - Search as you type (task(id:) restarts on each query)

struct CatalogSearch: View {
  let catalog: [String]
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      ForEach(results, id: \.self) { result in
        Text(result)
      }
    }
    .task(id: query) {
      try? await Task.sleep(for: .milliseconds(5))
      guard !Task.isCancelled else { return }
      results = catalog.filter { query.isEmpty || $0.lowercased().hasPrefix(query.lowercased()) }
    }
  }
}

// MARK: - Signed in or not (.environment with an optional object)

@Observable final class UserSession {
  var name: String
  init(name: String) { self.name = name }
}

struct AccountBadge: View {
  @Environment(UserSession.self) private var session: UserSession?
  var body: some View {
    if let session {
      Label(session.name, systemImage: "person.crop.circle")
    } else {
      Text("Guest")
    }
  }
}

struct AppShell: View {
  var session: UserSession?
  var body: some View {
    AccountBadge().environment(session)
  }
}

// MARK: - Tests

@MainActor
struct EverydaySnippetTests {
  @Test func checklistRowsWriteTheListAndTheSummaryAppearsAtOnce() throws {
    let host = ViewHost(ChecklistView())
    try host.toggle("Tickets")
    try host.tap("Show summary")
    #expect(host.element("1 of 2 packed") != nil)
    #expect(host.element("Tickets")?.value == "on")
    #expect(host.render().contains("Color (\"green\")"))
  }

  @Test func searchRestartsItsTaskForEachQuery() async throws {
    let host = ViewHost(CatalogSearch(catalog: ["Apple", "Apricot", "Banana"]))
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(host.elements().filter { $0.kind == .text }.map(\.label) == ["Apple", "Apricot", "Banana"])
    try host.type("a", into: "Search")
    try host.type("ap", into: "Search")
    try host.type("apr", into: "Search")
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(host.elements().filter { $0.kind == .text }.map(\.label) == ["Apricot"])
  }

  @Test func anOptionalSessionShowsAGuestWhenNil() {
    let host = ViewHost(AppShell(session: nil))
    #expect(host.element("Guest") != nil)
    host.root = AppShell(session: UserSession(name: "Ada"))
    #expect(host.element("Ada") != nil)
    #expect(host.issues.isEmpty)
  }
}
