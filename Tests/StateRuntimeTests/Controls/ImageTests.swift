import StateRuntime
import Testing

@MainActor
struct ImageTests {
  struct Avatar: View {
    @State var isLarge = false
    var body: some View {
      VStack {
        Image(systemName: "person.circle")
          .resizable()
          .aspectRatio(contentMode: .fit)
          .frame(width: isLarge ? 120 : 40)
        Image("cover").resizable().scaledToFill()
        Image("logo").scaledToFit()
        Toggle("Large", isOn: $isLarge)
      }
    }
  }

  @Test func sizingModifiersKeepTheImageInTheTree() {
    let host = ViewHost(Avatar())
    #expect(
      host.render() == """
        Avatar
          VStack
            Image ("person.circle")
            Image ("cover")
            Image ("logo")
            Toggle "Large": off
        """)
  }

  @Test func resizingWithStateKeepsIdentity() throws {
    let host = ViewHost(Avatar())
    try host.toggle("Large")
    #expect(host.discarded().isEmpty)
    #expect(host.log(after: 1) == ["Avatar: _isLarge changed."])
  }
}
