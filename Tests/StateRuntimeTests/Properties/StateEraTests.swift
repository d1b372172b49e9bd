import StateRuntime
import Testing

/// When `@State` evaluates its initial value, in each Xcode release.
///
/// Modelled on Apple's `State` documentation (Xcode 27 makes `State()` a
/// macro that evaluates a declaration's initial value lazily; Xcode 26 and
/// earlier use the property wrapper, which evaluates it on every init) and
/// nilcoalescing.com, "Initializing @Observable classes with the @State
/// macro in Xcode 27". The tests are synchronous on the main actor, so the
/// static counters are not shared with another test while one runs.
@MainActor
struct StateEraTests {
  @MainActor final class Model {
    static var made = 0
    init() { Model.made += 1 }
  }

  /// The initial value is the declaration's own expression.
  struct DeclaredChild: View {
    @State private var model = Model()
    var body: some View { Text("child") }
  }

  /// The initial value is passed to `State(wrappedValue:)` in a custom init.
  struct ExplicitChild: View {
    @State private var model: Model
    init() { _model = State(wrappedValue: Model()) }
    var body: some View { Text("child") }
  }

  /// `State(initialValue:)` in a custom init.
  struct InitialValueChild: View {
    @State private var model: Model
    init() { _model = State(initialValue: Model()) }
    var body: some View { Text("child") }
  }

  enum ChildKind: CaseIterable, Sendable { case declared, explicit, initialValue }

  struct Parent: View {
    let kind: ChildKind
    @State private var tick = 0
    var body: some View {
      VStack {
        switch kind {
        case .declared: DeclaredChild()
        case .explicit: ExplicitChild()
        case .initialValue: InitialValueChild()
        }
        Button("Tick \(tick)") { tick += 1 }
      }
    }
  }

  private func modelsMade(_ kind: ChildKind, xcode: XcodeRelease, ticks: Int = 2) throws -> Int {
    Model.made = 0
    let host = ViewHost(Parent(kind: kind), options: .init(xcode: xcode))
    for tick in 0..<ticks {
      try host.tap("Tick \(tick)")
    }
    return Model.made
  }

  @Test func underXcode26ADeclaredInitialValueRunsOnEveryInitAndOnlyTheFirstIsKept() throws {
    Model.made = 0
    let host = ViewHost(Parent(kind: .declared), options: .init(xcode: .v26))
    try host.tap("Tick 0")
    try host.tap("Tick 1")
    #expect(Model.made == 3)
    let thrownAway = host.events.filter {
      if case .initialValueDiscarded(let discarded) = $0 { discarded.property == "_model" } else { false }
    }
    #expect(thrownAway.count == 2)
  }

  @Test func underXcode27ADeclaredInitialValueIsEvaluatedOncePerIdentity() throws {
    Model.made = 0
    let host = ViewHost(Parent(kind: .declared), options: .init(xcode: .v27))
    try host.tap("Tick 0")
    try host.tap("Tick 1")
    #expect(Model.made == 1)
    #expect(!host.events.contains { if case .initialValueDiscarded = $0 { true } else { false } })
  }

  @Test func xcode27IsTheDefault() throws {
    #expect(XcodeRelease.current == .v27)
    Model.made = 0
    let host = ViewHost(Parent(kind: .declared))
    try host.tap("Tick 0")
    #expect(Model.made == 1)
  }

  @Test(arguments: [ChildKind.explicit, .initialValue], XcodeRelease.allCases)
  func aValuePassedToStateInACustomInitRunsOnEveryInitInBothReleases(
    kind: ChildKind, xcode: XcodeRelease
  ) throws {
    // SwiftUI's `State(wrappedValue:)` and `State(initialValue:)` take a value
    // the caller has already evaluated; only a declaration's initial value is
    // moved into the macro's lazy setup.
    #expect(try modelsMade(kind, xcode: xcode) == 3)
  }

  @Test(arguments: [(XcodeRelease.v26, 2), (.v27, 1)])
  func aRootReplacedFromOutsideABodyFollowsTheRelease(xcode: XcodeRelease, made: Int) {
    // The root struct is made where no body runs: linking still evaluates
    // the expression as that release would have.
    Model.made = 0
    let host = ViewHost(DeclaredChild(), options: .init(xcode: xcode))
    host.root = DeclaredChild()
    #expect(Model.made == made)
  }

  @Test(arguments: XcodeRelease.allCases)
  func aNewIdentityEvaluatesItsInitialValueInBothReleases(xcode: XcodeRelease) throws {
    struct Switcher: View {
      @State private var generation = 0
      var body: some View {
        VStack {
          DeclaredChild().id(generation)
          Button("New") { generation += 1 }
        }
      }
    }
    Model.made = 0
    let host = ViewHost(Switcher(), options: .init(xcode: xcode))
    try host.tap("New")
    // One model for the first identity, one for the new one: nothing is thrown away.
    #expect(Model.made == 2)
  }

  @Test func releasesAreNamedAsTheToolchainIs() {
    #expect(XcodeRelease.v26.description == "Xcode 26 and earlier")
    #expect(XcodeRelease.v27.description == "Xcode 27")
    #expect(XcodeRelease.v26 < .v27)
  }
}
