import StateRuntime
import Testing

/// The storage `play` and `check` compile `@State` into under Xcode 27's `State()` macro
/// (`State+Macro.swift`), written here as the tool's macro expands it (the package's own
/// build loads no macro plugin), and Xcode 26's plain-valued wrapper
/// (`_PropertyWrapperState`). Through the binary in `PlayStateMacroEraTests`.
@MainActor
struct StateMacroStorageTests {
  @MainActor final class Model {
    static var made = 0
    init() { Model.made += 1 }
  }

  /// `@State private var model = Model()` and `@State var score = 0` with `init() { self.score
  /// = 99 }`, as the macro expands them: storage `__name`, accessors over it.
  struct Scoreboard: View {
    var __model = State(_declaredValue: Model())
    var __score: State<Int> = State(_declaredValue: 0)
    var score: Int {
      get { __score.wrappedValue }
      nonmutating set { __score.wrappedValue = newValue }
    }
    init() { score = 99 }
    var body: some View { Text("Score \(score)") }
  }

  /// `@State private var title: String` with `init(title:) { self.title = title }`, expanded.
  struct Editor: View {
    private var __title: State<String> = State(_uninitialisedProperty: "title")
    var title: String {
      @storageRestrictions(initializes: __title)
      init(initialValue) { __title = State(initialValue: initialValue) }
      get { __title.wrappedValue }
      nonmutating set { __title.wrappedValue = newValue }
    }
    init(title: String) { self.title = title }
    var body: some View { Button("Title \(title)") { title += "!" } }
  }

  struct Parent: View {
    @State private var tick = 0
    var body: some View {
      VStack {
        Button("Tick \(tick)") { tick += 1 }
        Scoreboard()
        Editor(title: "Draft")
      }
    }
  }

  @Test(arguments: XcodeRelease.allCases)
  func aValueWrittenInInitIsThrownAwayForTheDeclaredOne(xcode: XcodeRelease) {
    let host = ViewHost(Scoreboard(), options: .init(xcode: xcode))
    #expect(host.element("Score 0") != nil, "\(host.render())")
    let thrownAway = host.events.compactMap { event -> InitialValueDiscarded? in
      if case .initialValueDiscarded(let discarded) = event { discarded } else { nil }
    }
    // The storage `__score` is logged by the property's SwiftUI name.
    #expect(thrownAway.map(\.property) == ["_score"])
    #expect(thrownAway.first?.discarded == "99")
    #expect(thrownAway.first?.kept == "0")
  }

  @Test func underXcode27TheDeclaredValueIsMadeOncePerIdentity() throws {
    Model.made = 0
    let host = ViewHost(Parent(), options: .init(xcode: .v27))
    try host.tap("Tick 0")
    try host.tap("Tick 1")
    #expect(Model.made == 1)
  }

  @Test func anInitAccessorTakesTheInitsValueAndTheStateKeepsTheFirst() throws {
    let host = ViewHost(Parent())
    try host.tap("Title Draft")
    try host.tap("Tick 0")
    // The parent's body made `Editor(title: "Draft")` again; the identity keeps its state.
    #expect(host.element("Title Draft!") != nil, "\(host.render())")
  }

  /// `@State private var title: String` with `init(title:) { self.title = title }` under
  /// Xcode 26: `typealias State` names the plain-valued wrapper, so Swift initialises it.
  struct WrappedEditor: View {
    @_PropertyWrapperState private var title: String
    init(title: String) { self.title = title }
    var body: some View { Button("Title \(title)") { title += "!" } }
  }

  struct WrappedParent: View {
    var title: String
    var body: some View { WrappedEditor(title: title) }
  }

  @Test func xcode26sPlainWrapperKeepsTheFirstValueForTheIdentity() throws {
    let host = ViewHost(WrappedParent(title: "Draft"), options: .init(xcode: .v26))
    try host.tap("Title Draft")
    host.root = WrappedParent(title: "Final")
    host.flush()
    #expect(host.element("Title Draft!") != nil, "\(host.render())")
    #expect(
      host.events.contains {
        if case .stateCreated(let created) = $0 { created.property == "_title" } else { false }
      })
  }
}
