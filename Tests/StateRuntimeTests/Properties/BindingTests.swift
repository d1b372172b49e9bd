import StateRuntime
import Testing

@MainActor
struct BindingTests {
  struct Settings: Equatable {
    var wifi = false
    var name = "Phone"
  }

  struct Screen: View {
    @State var settings = Settings()
    var body: some View {
      VStack {
        Text("owner sees \(settings.wifi ? "on" : "off")")
        Toggle("Wi-Fi", isOn: $settings.wifi)
        TextField("Device", text: $settings.name)
        Toggle("Locked", isOn: .constant(true))
        Toggle(
          "Inverted",
          isOn: Binding(get: { !settings.wifi }, set: { settings.wifi = !$0 }))
      }
    }
  }

  @Test func dynamicMemberBindingsWriteThroughToTheOwner() throws {
    let host = ViewHost(Screen())
    try host.toggle("Wi-Fi")
    #expect(host.element("owner sees on") != nil)
    #expect(host.element("Inverted")?.value == "off")
    try host.type("Tablet", into: "Device")
    #expect(host.element("Device")?.value == "Tablet")
  }

  @Test func constantBindingsIgnoreWrites() throws {
    let host = ViewHost(Screen())
    try host.toggle("Locked")
    #expect(host.element("Locked")?.value == "on")
  }

  @Test func closureBindingsReadAndWrite() throws {
    let host = ViewHost(Screen())
    try host.toggle("Inverted")
    #expect(host.element("owner sees on") != nil)
  }
}
