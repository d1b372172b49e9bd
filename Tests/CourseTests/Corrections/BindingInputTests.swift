import StateRuntime
import Testing

/// Lesson 2's "let or @Binding" answer against a run: a binding that now
/// transmits another value is a changed input, as a let of another value is;
/// neither child reads the value in its body, and both re-run. An update that
/// leaves the value alone runs neither.
@MainActor
struct BindingInputTests {
  struct LetChild: View {
    let isOn: Bool
    var body: some View { Text("let child") }
  }

  struct BindingChild: View {
    @Binding var isOn: Bool
    var body: some View { Text("binding child") }
  }

  struct Parent: View {
    @State private var isOn = false
    @State private var unrelated = 0
    var body: some View {
      VStack {
        Button("Flip") { isOn.toggle() }
        Button("Other \(unrelated)") { unrelated += 1 }
        LetChild(isOn: isOn)
        BindingChild(isOn: $isOn)
      }
    }
  }

  @Test func aChangedValueRunsTheLetChildAndTheBindingChildAlike() throws {
    let host = ViewHost(Parent())
    host.resetCounts()
    try host.tap("Flip")
    #expect(host.bodyCount(of: "LetChild") == 1)
    #expect(host.bodyCount(of: "BindingChild") == 1)
  }

  @Test func anUnchangedValueRunsNeither() throws {
    let host = ViewHost(Parent())
    host.resetCounts()
    try host.tap("Other 0")
    #expect(host.bodyCount(of: "Parent") == 1)
    #expect(host.bodyCount(of: "LetChild") == 0)
    #expect(host.bodyCount(of: "BindingChild") == 0)
  }
}
