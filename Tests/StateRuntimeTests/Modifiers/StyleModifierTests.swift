import StateRuntime
import Testing

@MainActor
struct StyleModifierTests {
  struct Signup: View {
    @State var name = ""
    @State var plan = 0
    @State var showsTerms = false
    var body: some View {
      Form {
        TextField("Name", text: $name).textFieldStyle(.roundedBorder)
        Picker("Plan", selection: $plan) {
          Text("Free").tag(0)
          Text("Pro").tag(1)
        }
        .pickerStyle(.menu)
        Toggle("Terms", isOn: $showsTerms.animation())
        Terms(isShown: $showsTerms.animation(.easeInOut))
        Button("Join") {}
          .buttonStyle(.borderedProminent)
          .cornerRadius(8)
          .dynamicTypeSize(...DynamicTypeSize.xxLarge)
      }
      .formStyle(.grouped)
      .listStyle(.insetGrouped)
      .dynamicTypeSize(.large)
    }
  }

  struct Terms: View {
    @Binding var isShown: Bool
    var body: some View { Text(isShown ? "Terms shown" : "Terms hidden") }
  }

  @Test func styledControlsAreTheSameTreeAndStayDrivable() throws {
    let host = ViewHost(Signup())
    #expect(
      host.render() == """
        Signup
          Form
            TextField "Name": ""
            Picker "Plan": Free
              Text "Free"
              Text "Pro"
            Toggle "Terms": off
            Terms
              Text "Terms hidden"
            Button "Join"
        """)
    try host.type("Ada", into: "Name")
    try host.select("Pro", in: "Plan")
    #expect(host.element("Plan")?.value == "Pro")
  }

  @Test func anAnimatedBindingWritesTheSameStateAndReRunsItsReaders() throws {
    let host = ViewHost(Signup())
    host.resetCounts()
    try host.toggle("Terms")
    #expect(host.element("Terms shown") != nil)
    // Signup passes only `$showsTerms`: making a binding is not a read, so it does not re-run.
    #expect(host.bodyCount(of: "Signup") == 0)
    #expect(host.bodyCount(of: "Terms") == 1)
    try host.type("Ada", into: "Name")
    #expect(host.bodyCount(of: "Terms") == 1, "an unchanged animated binding is an unchanged input")
  }
}
