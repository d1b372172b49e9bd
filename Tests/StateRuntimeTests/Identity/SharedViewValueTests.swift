import StateRuntime
import Testing

/// One view value used in several places: state belongs to identity, never
/// to the value (WWDC21 "Demystify SwiftUI"). Each of these shapes is valid
/// SwiftUI and used to end the process at an unwrapped `nil`.
@MainActor
struct SharedViewValueTests {
  struct Counter: View {
    let name: String
    @State var count = 0
    var body: some View {
      Button("\(name) \(count)") { count += 1 }
    }
  }

  struct PlacedTwice: View {
    let counter = Counter(name: "Count")
    var body: some View {
      VStack {
        counter
        counter
      }
    }
  }

  @Test func aValuePlacedTwiceHasTwoStates() {
    let host = ViewHost(PlacedTwice())
    #expect(host.elements().map(\.label) == ["Count 0", "Count 0"])
    let created = host.events.filter { if case .stateCreated = $0 { true } else { false } }
    #expect(created.count == 2)
  }

  /// Where a placement is: the same value reads another name in each place.
  struct PlaceKey: EnvironmentKey {
    static let defaultValue = "?"
  }

  struct PlacedCounter: View {
    @Environment(\.place) var place
    @State var count = 0
    var body: some View {
      Button("\(place) \(count)") { count += 1 }
    }
  }

  struct TwoPlaces: View {
    let counter = PlacedCounter()
    var body: some View {
      VStack {
        counter.environment(\.place, "first")
        counter.environment(\.place, "second")
      }
    }
  }

  @Test func tappingOnePlacementChangesOnlyItsOwnState() throws {
    let host = ViewHost(TwoPlaces())
    #expect(host.elements().map(\.label) == ["first 0", "second 0"])
    try host.tap("second 0")
    #expect(host.elements().map(\.label) == ["first 0", "second 1"])
    try host.tap("first 0")
    try host.tap("first 1")
    #expect(host.elements().map(\.label) == ["first 2", "second 1"])
  }

  struct Switching: View {
    var useFirst: Bool
    let draft = Counter(name: "Draft")
    var body: some View {
      if useFirst {
        draft
      } else {
        draft
      }
    }
  }

  @Test func theSameValueInBothBranchesStartsFreshInTheOther() throws {
    let host = ViewHost(Switching(useFirst: true))
    try host.tap("Draft 0")
    #expect(host.element("Draft 1") != nil)
    host.root = Switching(useFirst: false)
    #expect(host.elements().map(\.label) == ["Draft 0"])
    try host.tap("Draft 0")
    #expect(host.elements().map(\.label) == ["Draft 1"])
    host.root = Switching(useFirst: true)
    #expect(host.elements().map(\.label) == ["Draft 0"])
  }

  @Test func relaunchingWithTheRootItHoldsMountsAfresh() throws {
    let host = ViewHost(Counter(name: "Root"))
    try host.tap("Root 0")
    try host.tap("Root 1")
    host.relaunch(host.root)
    #expect(host.elements().map(\.label) == ["Root 0"])
    try host.tap("Root 0")
    #expect(host.elements().map(\.label) == ["Root 1"])
  }

  struct Child: View {
    @Environment(\.place) var place
    @Binding var value: Int
    var body: some View {
      Stepper("\(place) \(value)", value: $value, in: 0...9)
    }
  }

  struct Owner: View {
    @State var value = 0
    var body: some View {
      Child(value: $value)
    }
  }

  struct OwnersTwice: View {
    let owner = Owner()
    var body: some View {
      VStack {
        owner.environment(\.place, "left")
        owner.environment(\.place, "right")
      }
    }
  }

  @Test func aBindingPointsAtTheStateOfThePlaceThatMadeIt() throws {
    let host = ViewHost(OwnersTwice())
    try host.increment("right")
    try host.increment("right")
    try host.increment("left")
    #expect(host.elements().map(\.label) == ["left 1", "right 2"])
  }

  struct Lazy: View {
    @State var token = Token.make()
    var body: some View { Text("token \(token)") }
  }

  enum Token {
    nonisolated(unsafe) static var made = 0
    static func make() -> Int {
      made += 1
      return made
    }
  }

  struct LazyTwice: View {
    let lazy = Lazy()
    var body: some View {
      VStack {
        lazy
        lazy
      }
    }
  }

  @Test func aLazyInitialValueIsEvaluatedForEachIdentity() {
    Token.made = 0
    let host = ViewHost(LazyTwice())
    #expect(host.elements().map(\.label) == ["token 1", "token 2"])
  }
}

extension EnvironmentValues {
  fileprivate var place: String {
    get { self[SharedViewValueTests.PlaceKey.self] }
    set { self[SharedViewValueTests.PlaceKey.self] = newValue }
  }
}
