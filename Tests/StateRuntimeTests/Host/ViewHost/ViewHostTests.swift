@_spi(Tooling) import StateRuntime
import Testing

@MainActor
struct ViewHostTests {
  struct Order: View {
    @State var quantity = 1
    @State var note = ""
    @State var giftWrap = false
    var body: some View {
      Form {
        Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3)
        TextField("Note", text: $note)
        Toggle("Gift wrap", isOn: $giftWrap)
        Button("Place order") {}.disabled(note.isEmpty)
      }
    }
  }

  @Test func actionsDriveControlsAndFlush() throws {
    let host = ViewHost(Order())
    try host.increment("Quantity")
    try host.increment("Quantity")
    try host.increment("Quantity")
    #expect(host.element("Quantity")?.value == "3")
    try host.decrement("Quantity")
    #expect(host.element("Quantity: 2")?.kind == .stepper)
    try host.type("Ring twice", into: "Note")
    try host.toggle("Gift wrap")
    #expect(host.element("Gift wrap")?.value == "on")
    #expect(host.element("Place order")?.isDisabled == false)
  }

  @Test func renderShowsTheScreenAsATree() throws {
    let host = ViewHost(Order())
    try host.type("Hi", into: "Note")
    #expect(
      host.render() == """
        Order
          Form
            Stepper "Quantity: 1": 1
            TextField "Note": "Hi"
            Toggle "Gift wrap": off
            Button "Place order"
        """)
  }

  @Test(arguments: [
    (
      "Place ordr",
      "No button labelled \"Place ordr\" on screen. On screen: \"Place order\". Did you mean \"Place order\"?"
    ),
    ("Cancel", "No button labelled \"Cancel\" on screen. On screen: \"Place order\"."),
  ])
  func missingControlsNameWhatExists(label: String, message: String) {
    let host = ViewHost(Order())
    #expect(throws: ViewHostError.self) { try host.tap(label) }
    do {
      try host.tap(label)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func disabledControlsRefuseAndSaySo() {
    let host = ViewHost(Order())
    do {
      try host.tap("Place order")
      Issue.record("tapping a disabled button should throw")
    } catch {
      #expect(error.description == "Button \"Place order\" is disabled, so the action did nothing.")
    }
  }

  struct Twins: View {
    var body: some View {
      VStack {
        Button("Delete") {}
        Button("Delete") {}
      }
    }
  }

  @Test func ambiguousLabelsAreRefused() {
    let host = ViewHost(Twins())
    #expect(
      throws: ViewHostError.ambiguousControl(
        kind: .button, label: "Delete", matches: ["Twins/VStack[0]/Button", "Twins/VStack[1]/Button"])
    ) {
      try host.tap("Delete")
    }
  }

  @Observable @MainActor final class Document {
    var status = "draft"
    var loaded = false

    func save() async {
      try? await Task.sleep(for: .milliseconds(300))
      status = "saved"
    }

    func load() async {
      try? await Task.sleep(for: .milliseconds(50))
      loaded = true
    }
  }

  struct Editor: View {
    let document: Document
    var body: some View {
      VStack {
        Text("status \(document.status)")
        Text(document.loaded ? "loaded" : "loading")
        Button("Save") { Task { await document.save() } }
      }
      .task { await document.load() }
    }
  }

  @Test func settleWaitsForTasksStartedByActionsAndForTaskModifiers() async throws {
    let document = Document()
    let host = ViewHost(Editor(document: document))
    try host.tap("Save")
    #expect(host.element("status draft") != nil)
    let result = await host.settle(timeout: patientSettle)
    #expect(result == .settled)
    #expect(host.element("status saved") != nil)
    #expect(host.element("loaded") != nil)
  }

  /// Work that waits for something other than time: a continuation the test resumes.
  @MainActor final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async { await withCheckedContinuation { waiting.append($0) } }

    func open() {
      for continuation in waiting { continuation.resume() }
      waiting = []
    }
  }

  struct Forever: View {
    let gate: Gate
    var body: some View {
      // Not a sleep: the host's clock jumps to a sleeper's deadline once all else is quiet
      // (settle's doc), so an hour's `Task.sleep` settled whenever the machine was quiet
      // enough for eight turns of the main actor in 50 ms, and the test failed run alone.
      Button("Spin") { Task { await gate.wait() } }
    }
  }

  @Test func settleTimesOutNamingWhatIsStillRunning() async throws {
    let gate = Gate()
    let host = ViewHost(Forever(gate: gate))
    try host.tap("Spin")
    let result = await host.settle(timeout: .milliseconds(50))
    #expect(result == .timedOut(stillRunning: ["tasks started by tap(\"Spin\")"]))
    #expect(host.issues.last?.kind == .settleTimedOut)
    gate.open()
    #expect(await host.settle(timeout: patientSettle) == .settled)
  }

  @Test func bodyChangeDescriptionIsThePrintChangesLine() {
    let first = BodyChange(
      view: "Counter", path: "Counter", reasons: [.self, .identity, .property("_n")], pass: 1)
    #expect(first.description == "Counter: @self, @identity, _n changed.")
    let later = BodyChange(view: "Counter", path: "Counter", reasons: [.property("_n")], pass: 2)
    #expect(later.description == "Counter: _n changed.")
  }
}

/// `Options.willUpdate` runs before every pass, so a harness can install a
/// per-host singleton that bodies and initial values reach.
@MainActor
struct WillUpdateOptionTests {
  @MainActor final class Logbook {
    static var current: Logbook?
    var opens = 0
  }

  final class Report {
    @MainActor init() { Logbook.current?.opens += 1 }
  }

  struct Row: View {
    @State private var report = Report()
    var body: some View { Text("row") }
  }

  struct Screen: View {
    @State private var tick = 0
    var body: some View {
      VStack {
        Row()
        Button("Tick \(tick)") { tick += 1 }
      }
    }
  }

  @Test func twoHostsSideBySideEachSeeTheirOwnSingleton() throws {
    let first = Logbook()
    let second = Logbook()
    let a = ViewHost(Screen(), options: .init(xcode: .v26, willUpdate: { Logbook.current = first }))
    let b = ViewHost(Screen(), options: .init(xcode: .v26, willUpdate: { Logbook.current = second }))
    try a.tap("Tick 0")
    try a.tap("Tick 1")
    try b.tap("Tick 0")
    // Under Xcode 26 each pass that re-creates Row evaluates Report() once.
    #expect(first.opens == 3)
    #expect(second.opens == 2)
  }
}
