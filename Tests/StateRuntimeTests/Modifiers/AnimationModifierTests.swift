import StateRuntime
import Testing

// Animation is not modelled. Apple's `withAnimation(_:_:)` "Returns the result
// of recomputing the view's body with the provided animation": the state
// changes happen, and views update, exactly as without it. `.transition(_:)`
// and `.animation(_:value:)` only change how a change looks. So here a change
// made in `withAnimation` is on screen after the action, and these modifiers
// are transparent: adding one, or changing its argument, resets no state.
@MainActor
struct AnimationModifierTests {
  struct Counter: View {
    @State private var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }
    }
  }

  struct Panel: View {
    @State private var isShown = false
    @State private var style = 0
    var body: some View {
      VStack {
        Button("Toggle") {
          withAnimation(.spring()) { isShown.toggle() }
        }
        Button("Restyle") {
          withAnimation(.easeInOut(duration: 0.3)) { style += 1 }
        }
        if isShown {
          Text("details").transition(.move(edge: .leading))
        }
        Counter()
          .transition(style.isMultiple(of: 2) ? .opacity : .slide.combined(with: .scale))
          .animation(style.isMultiple(of: 2) ? .default : .linear(duration: 1), value: style)
      }
    }
  }

  @Test func changesInsideWithAnimationApplyAtOnce() throws {
    let host = ViewHost(Panel())
    #expect(host.element("details") == nil)
    try host.tap("Toggle")
    #expect(host.element("details") != nil)
    try host.tap("Toggle")
    #expect(host.element("details") == nil)
  }

  @Test func withAnimationReturnsTheResultOfItsBody() throws {
    struct Failure: Error {}
    #expect(withAnimation { 6 * 7 } == 42)
    #expect(withAnimation(.bouncy) { "done" } == "done")
    #expect(throws: Failure.self) { try withAnimation(nil) { throw Failure() } }
  }

  @Test func changingATransitionOrAnimationArgumentKeepsState() throws {
    let host = ViewHost(Panel())
    try host.tap("count 0")
    try host.tap("Restyle")
    try host.tap("Restyle")
    #expect(host.element("count 1") != nil)
    #expect(host.discarded().isEmpty)
  }

  struct Reveal: View {
    @State private var isOpen = false
    @State private var hint = "closed"
    var body: some View {
      VStack {
        Button("Open") {
          withAnimation(.smooth) {
            isOpen = true
          } completion: {
            hint = "opened"
          }
        }
        Text(isOpen ? "open" : "shut")
        Text("hint: \(hint)")
      }
    }
  }

  @Test func theCompletionRunsAfterTheUpdateAndSettleWaitsForIt() async throws {
    let host = ViewHost(Reveal())
    try host.tap("Open")
    #expect(host.element("open") != nil)
    #expect(host.element("hint: closed") != nil)
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(host.element("hint: opened") != nil)
  }

  struct Plain: View {
    var body: some View { VStack { Counter() } }
  }

  struct Decorated: View {
    var body: some View {
      VStack {
        Counter()
          .transition(.asymmetric(insertion: .push(from: .trailing), removal: .opacity))
          .animation(.snappy, value: 1)
      }
    }
  }

  @Test func theModifiersAreTransparentToIdentity() throws {
    let plain = ViewHost(Plain())
    let decorated = ViewHost(Decorated())
    // The same tree and the same identity path below the root's own name.
    #expect(
      decorated.render().split(separator: "\n").dropFirst()
        == plain.render().split(separator: "\n").dropFirst())
    #expect(
      decorated.element("count 0")?.path.drop { $0 != "/" }
        == plain.element("count 0")?.path.drop { $0 != "/" })
    #expect(plain.element("count 0")?.path == "Plain/VStack/Counter/Button")
  }
}

// Apple's `Color` is a `View` ("a Color used as a view fills its space") as
// well as a `ShapeStyle` for `foregroundStyle(_:)` and `background(_:)`.
@MainActor
struct ColorViewTests {
  struct Swatches: View {
    var body: some View {
      VStack {
        Color.red
        Text("Alert").foregroundStyle(Color.red).background(Color.blue)
        Text("Hint").foregroundStyle(.secondary)
        Color.clear.frame(height: 4)
        HStack {
          Color.green
          Color.orange.opacity(0.5)
          Color.primary
        }
      }
    }
  }

  @Test func aColorUsedAsAViewIsALeafInTheRenderedTree() {
    let host = ViewHost(Swatches())
    #expect(
      host.render() == """
        Swatches
          VStack
            Color ("red")
            Text "Alert"
            Text "Hint"
            Color ("clear")
            HStack
              Color ("green")
              Color ("orange.opacity(0.5)")
              Color ("primary")
        """)
  }
}

/// `withAnimation` is a transaction of its own (OpenSwiftUI's compatibility
/// test `nestedStateUpdate`, which runs against Apple's SwiftUI): a write
/// before it and a write inside it are two updates.
@MainActor
struct TransactionTests {
  final class Record {
    var bodies: [Int] = []
    var changes: [String] = []
  }

  struct Nested: View {
    let record: Record
    @State private var value = 0
    var body: some View {
      record.bodies.append(value)
      return Button("Go") {
        value = 1
        withAnimation { value = 2 }
      }
      .onChange(of: value) { old, new in record.changes.append("\(old)→\(new)") }
    }
  }

  @Test func aWriteBeforeWithAnimationAndOneInsideAreTwoUpdates() throws {
    let record = Record()
    let host = ViewHost(Nested(record: record))
    try host.tap("Go")
    #expect(record.bodies == [0, 1, 2])
    #expect(record.changes == ["0→1", "1→2"])
  }

  struct Plain: View {
    let record: Record
    @State private var value = 0
    var body: some View {
      record.bodies.append(value)
      return Button("Go") {
        value = 1
        value = 2
      }
      .onChange(of: value) { old, new in record.changes.append("\(old)→\(new)") }
    }
  }

  @Test func twoWritesInOneActionWithoutWithAnimationAreOneUpdate() throws {
    let record = Record()
    let host = ViewHost(Plain(record: record))
    try host.tap("Go")
    #expect(record.bodies == [0, 2])
    #expect(record.changes == ["0→2"])
  }
}

/// The order of appearance actions when `.id` replaces a view, as
/// OpenSwiftUI's compatibility tests record it against Apple's SwiftUI
/// (`idTest`, `idTestWithIdentityTransition`): with the default transition
/// the new view appears first (`AFATDT`); with `.transition(.identity)` the
/// old one leaves first (`AFDTAT`).
@MainActor
struct TransitionOrderTests {
  final class Record {
    var text = ""
  }

  struct Flipping: View {
    let record: Record
    let transition: AnyTransition?
    @State private var toggle = false
    var body: some View {
      VStack {
        Button("Flip") { toggle.toggle() }
        content.id(toggle)
      }
    }

    @ViewBuilder private var content: some View {
      let color = Color.red
        .onAppear { record.text += "A" + (toggle ? "T" : "F") }
        .onDisappear { record.text += "D" + (toggle ? "T" : "F") }
      if let transition {
        color.transition(transition)
      } else {
        color
      }
    }
  }

  @Test(arguments: [
    (nil, "AFATDT"), (AnyTransition.opacity, "AFATDT"), (.identity, "AFDTAT"),
    (.asymmetric(insertion: .opacity, removal: .identity), "AFDTAT"),
    (.asymmetric(insertion: .identity, removal: .slide), "AFATDT"),
  ])
  func anIDChangeOrdersAppearanceByTheRemovalTransition(transition: AnyTransition?, expected: String) throws {
    let record = Record()
    let host = ViewHost(Flipping(record: record, transition: transition))
    try host.tap("Flip")
    #expect(record.text == expected)
  }

  struct Nested: View {
    let record: Record
    @State private var toggle = false
    var body: some View {
      VStack {
        Button("Flip") { toggle.toggle() }
        Row(record: record, tag: toggle ? "T" : "F").id(toggle)
      }
    }
  }

  /// A transition inside a removed view's body is not the one that removes it.
  struct Row: View {
    let record: Record
    let tag: String
    var body: some View {
      Color.red
        .onAppear { record.text += "A" + tag }
        .onDisappear { record.text += "D" + tag }
        .transition(.identity)
    }
  }

  @Test func aTransitionInsideTheRemovedViewsBodyDoesNotApply() throws {
    let record = Record()
    let host = ViewHost(Nested(record: record))
    try host.tap("Flip")
    #expect(record.text == "AFATDF")
  }
}

/// `withAnimation(_:completionCriteria:_:completion:)` calls its completion
/// when the animation would complete, on the host's clock: a `.logicallyComplete`
/// one at `logicallyComplete(after:)`, a `.removed` one at the animation's end
/// (OpenSwiftUI's `logicalAndRemovedComplete`, recorded against Apple's SwiftUI).
@MainActor
struct AnimationCompletionTests {
  @MainActor final class Record {
    var completions: [String] = []
  }

  struct Logical: View {
    let record: Record
    @State private var showsRed = false
    var body: some View {
      Text(showsRed ? "red" : "blue")
        .onAppear {
          withAnimation(
            .linear(duration: 3).logicallyComplete(after: 1), completionCriteria: .logicallyComplete
          ) {
            showsRed.toggle()
          } completion: {
            record.completions.append("logical")
          }
        }
    }
  }

  struct Removed: View {
    let record: Record
    @State private var showsRed = false
    var body: some View {
      Text(showsRed ? "red" : "blue")
        .onAppear {
          withAnimation(.linear(duration: 2), completionCriteria: .removed) {
            showsRed.toggle()
          } completion: {
            record.completions.append("removed")
          }
        }
    }
  }

  struct Both: View {
    let record: Record
    var body: some View {
      VStack {
        Logical(record: record)
        Removed(record: record)
      }
    }
  }

  @Test func aLogicalCompletionRunsAtItsTimeBeforeTheRemovedOne() async {
    let record = Record()
    let host = ViewHost(Both(record: record))
    #expect(await host.settle() == .settled)
    #expect(record.completions == ["logical", "removed"])
    #expect(host.clock.now == .seconds(2), "the removed completion ran at the animation's end")
  }

  @Test func theLogicalCompletionWaitsForItsTimeOnTheClock() async {
    let record = Record()
    let host = ViewHost(Both(record: record))
    await host.advance(by: .milliseconds(999))
    #expect(record.completions.isEmpty)
  }

  @Test(arguments: [
    (
      Animation.linear(duration: 3).logicallyComplete(after: 1),
      AnimationCompletionCriteria.logicallyComplete, 1.0
    ),
    (.linear(duration: 3).logicallyComplete(after: 1), .removed, 3.0),
    (.linear(duration: 1).logicallyComplete(after: 5), .logicallyComplete, 1.0),
    (.easeInOut(duration: 0.5).delay(0.5), .removed, 1.0),
  ])
  func theCompletionComesWhenTheAnimationDoes(
    animation: Animation, criteria: AnimationCompletionCriteria, seconds: Double
  ) async {
    let record = Record()
    let host = ViewHost(Timed(record: record, animation: animation, criteria: criteria))
    #expect(await host.settle() == .settled)
    #expect(record.completions == ["done"])
    #expect(host.clock.now == .milliseconds(Int64(seconds * 1000)))
  }

  struct Timed: View {
    let record: Record
    let animation: Animation
    let criteria: AnimationCompletionCriteria
    @State private var isOn = false
    var body: some View {
      Text(isOn ? "on" : "off")
        .onAppear {
          withAnimation(animation, completionCriteria: criteria) {
            isOn = true
          } completion: {
            record.completions.append("done")
          }
        }
    }
  }
}
