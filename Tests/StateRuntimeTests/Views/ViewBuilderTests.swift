import StateRuntime
import Testing

/// The builder forms SwiftUI code uses, and the primitives they produce.
@MainActor
struct ViewBuilderTests {
  struct Many: View {
    var showFooter: Bool
    var body: some View {
      VStack {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
        Text("5")
        Text("6")
        Text("7")
        Text("8")
        Text("9")
        Text("10")
        Text("11")
        if showFooter {
          Text("footer")
        }
        EmptyView()
      }
    }
  }

  @Test func blocksOfAnyArityAndOptionalContent() {
    let host = ViewHost(Many(showFooter: false))
    #expect(host.elements().map(\.label) == (1...11).map(String.init))
    host.root = Many(showFooter: true)
    #expect(host.element("footer") != nil)
  }

  struct Ranges: View {
    var count: Int
    var body: some View {
      HStack {
        ForEach(0..<count) { index in
          Text("cell \(index)")
        }
      }
    }
  }

  @Test func forEachOverARange() {
    let host = ViewHost(Ranges(count: 3))
    #expect(host.elements().map(\.label) == ["cell 0", "cell 1", "cell 2"])
    // `ForEach(_:content:)` reads only its initial range (Apple's docs); see
    // ForEachRangeTests for the warning.
    host.root = Ranges(count: 1)
    #expect(host.elements().map(\.label) == ["cell 0", "cell 1", "cell 2"])
    #expect(host.issues.map(\.kind) == [.nonConstantForEachRange])
  }

  struct Erased: View {
    var asText: Bool
    var body: some View {
      Group {
        if asText { AnyView(Text("text")) } else { AnyView(Button("button") {}) }
      }
    }
  }

  @Test func anyViewAndGroupPassContentThrough() {
    let host = ViewHost(Erased(asText: true))
    #expect(host.element("text")?.kind == .text)
    host.root = Erased(asText: false)
    #expect(host.element("button")?.kind == .button)
  }

  struct Labelled: View {
    @State var taps = 0
    var body: some View {
      VStack {
        Button {
          taps += 1
        } label: {
          Label("Add item", systemImage: "plus")
        }
        Text("taps \(taps)")
      }
    }
  }

  @Test func buttonsWithAViewLabelAreFoundByTheirText() throws {
    let host = ViewHost(Labelled())
    try host.tap("Add item")
    #expect(host.element("taps 1") != nil)
  }
}

@MainActor
struct OptionalContentTests {
  struct Panel: View {
    var showsBadge: Bool
    var body: some View {
      VStack {
        if showsBadge { Text("badge") }
        if showsBadge { VStack { Button("Inside") {} } }
      }
    }
  }

  @Test func optionalContentIsOneViewNotTwo() {
    let host = ViewHost(Panel(showsBadge: true))
    #expect(host.elements().map(\.label) == ["badge", "Inside"])
    #expect(
      host.render() == """
        Panel
          VStack
            Text "badge"
            VStack
              Button "Inside"
        """)
  }
}
