import StateRuntime
import Testing

@MainActor
struct SectionTests {
  struct Settings: View {
    @State var showsHeader = false
    @State var cups = 1
    var body: some View {
      Form {
        if showsHeader {
          Section(header: Text("Coffee")) { Row() }
        } else {
          Section { Row() }
        }
        Section {
          Toggle("Header", isOn: $showsHeader)
        } header: {
          Text("Options")
        } footer: {
          Text("Shown under the options")
        }
        Section("Count") {
          Stepper {
            Text("Cups: \(cups)")
          } onIncrement: {
            cups += 1
          } onDecrement: {
            cups -= 1
          }
        }
      }
      .formStyle(.grouped)
    }
  }

  struct Row: View {
    @State var taps = 0
    var body: some View { Button("Tapped \(taps)") { taps += 1 } }
  }

  @Test func headersTitleSectionsAndFootersAreOnScreen() {
    let host = ViewHost(Settings())
    let tree = host.render()
    #expect(tree.contains("Section (\"Options\")"))
    #expect(tree.contains("Section (\"Count\")"))
    #expect(host.element("Shown under the options")?.kind == .text)
  }

  @Test func aStepperWithALabelViewIsSteppedByItsText() throws {
    let host = ViewHost(Settings())
    try host.increment("Cups")
    try host.increment("Cups: 2")
    #expect(host.element("Cups: 3")?.kind == .stepper)
    try host.decrement("Cups")
    #expect(host.element("Cups: 2") != nil)
  }

  @Test func theIfAndElseSectionsAreTwoIdentities() throws {
    let host = ViewHost(Settings())
    try host.tap("Tapped 0")
    try host.toggle("Header")
    #expect(host.element("Tapped 0") != nil, "the row under the other branch is a new identity")
    #expect(host.discarded().map(\.path).contains { $0.contains("(else)") })
  }
}
