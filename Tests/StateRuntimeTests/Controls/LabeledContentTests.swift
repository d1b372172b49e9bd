import StateRuntime
import Testing

@MainActor
struct LabeledContentTests {
  struct About: View {
    @State var builds = 1
    var body: some View {
      Form {
        LabeledContent("Version", value: "1.\(builds)")
        LabeledContent("Status") { Text(builds > 1 ? "Updated" : "Current") }
        LabeledContent {
          Button("Update") { builds += 1 }
        } label: {
          Text("Software")
        }
      }
    }
  }

  @Test func bothPartsAreOnScreenAndFollowState() throws {
    let host = ViewHost(About())
    #expect(
      host.render() == """
        About
          Form
            LabeledContent
              Text "Version"
              Text "1.1"
            LabeledContent
              Text "Status"
              Text "Current"
            LabeledContent
              Text "Software"
              Button "Update"
        """)
    try host.tap("Update")
    #expect(host.element("1.2") != nil)
    #expect(host.element("Updated") != nil)
    #expect(host.discarded().isEmpty)
  }
}
