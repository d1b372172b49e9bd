@_spi(Tooling) import StateRuntime
import Testing

/// Which events a log prints, and how: a line each, and a heading for a user action.
@MainActor
struct RuntimeEventLogLineTests {
  @Test func anActionIsAHeadingAndAPassStartIsNotShown() throws {
    let host = ViewHost(RuntimeEventCodingTests.Wall(feed: .init()))
    try host.tap("Post")
    for event in host.events {
      switch event {
      case .actionPerformed(let action):
        #expect(event.logHeading == "▸ \(action)" && event.logLine == nil && event.appearsInLog)
      case .passStarted:
        #expect(event.logHeading == nil && event.logLine == nil && !event.appearsInLog)
      case .bodyEvaluated:
        #expect(event.logHeading == nil && event.logLine != nil && event.appearsInLog)
      default:
        #expect(event.logHeading == nil)
      }
    }
    #expect(host.events.contains { if case .actionPerformed = $0 { true } else { false } })
  }
}

/// One action type: `perform` takes every user action, and the log records the value performed.
@MainActor
struct PerformedActionTests {
  struct Notes: View {
    @State private var isEditing = false
    @State private var title = ""
    var body: some View {
      NavigationStack {
        VStack {
          TextField("Title", text: $title)
          Button("Edit") { isEditing = true }
          NavigationLink("Open", value: 1)
        }
        .navigationDestination(for: Int.self) { Text("Note \($0)") }
        .sheet(isPresented: $isEditing) { Text("Editor") }
      }
    }
  }

  @Test func everyActionIsPerformedAndLoggedAsItsValue() throws {
    let host = ViewHost(Notes())
    let actions: [ControlAction] = [
      .focus("Title"), .type("Q3", into: "Title"), .tap("Edit"), .dismiss, .tap("Open"), .goBack,
    ]
    for action in actions { try host.perform(action) }
    let performed = host.events.compactMap { event -> ControlAction? in
      if case .actionPerformed(let action) = event { action } else { nil }
    }
    #expect(performed == actions)
    #expect(
      host.events.compactMap(\.logHeading) == [
        "▸ focus(\"Title\")", "▸ type(\"Q3\", into: \"Title\")", "▸ tap(\"Edit\")", "▸ dismiss()",
        "▸ tap(\"Open\")", "▸ goBack()",
      ])
    #expect(host.element("Title")?.value == "Q3" && host.element("Open") != nil)
  }

  @Test func nothingToGoBackFromSaysSoThroughPerform() {
    let host = ViewHost(Notes())
    #expect(throws: ViewHostError.self) { try host.perform(.goBack) }
    #expect(throws: ViewHostError.self) { try host.perform(.dismiss) }
    #expect(!host.events.contains { if case .actionPerformed = $0 { true } else { false } })
  }
}
