import StateRuntime
import Testing

/// `@State` initial values, equal writes, and who depends on a state value.
@MainActor
struct StateTests {
  struct Toggler: View {
    @State var flag = false
    var body: some View {
      VStack {
        Text(flag ? "yes" : "no")
        Button("Set true") { flag = true }
      }
    }
  }

  @Test func writingAnEqualValueDoesNotInvalidate() throws {
    let host = ViewHost(Toggler())
    try host.tap("Set true")
    #expect(host.bodyCount(of: "Toggler") == 2)
    try host.tap("Set true")
    #expect(host.bodyCount(of: "Toggler") == 2)
  }

  struct Holder: View {
    @State var secret = 0
    var body: some View {
      Button("Bump") { secret += 1 }
    }
  }

  @Test func stateThatBodyNeverReadsDoesNotInvalidateIt() throws {
    let host = ViewHost(Holder())
    try host.tap("Bump")
    try host.tap("Bump")
    // Reads inside the action closure are not dependencies.
    #expect(host.bodyCount(of: "Holder") == 1)
  }

  struct Field: View {
    @Binding var text: String
    var body: some View {
      VStack {
        Text("echo: \(text)")
        TextField("Name", text: $text)
      }
    }
  }

  struct Form: View {
    @State var name = "Ada"
    var body: some View {
      Field(text: $name)
    }
  }

  @Test func aBindingReaderIsInvalidatedButAParentThatOnlyPassesTheBindingIsNot() throws {
    let host = ViewHost(Form())
    host.resetCounts()
    try host.type("Grace", into: "Name")
    #expect(host.element("echo: Grace") != nil)
    #expect(host.bodyCount(of: "Form") == 0)
    #expect(host.bodyCount(of: "Field") == 1)
    #expect(host.log.last == "Field: _text changed.")
  }

  @Test func unlinkedStateReadsItsInitialValue() {
    let state = State(initialValue: 42)
    #expect(state.wrappedValue == 42)
  }
}
