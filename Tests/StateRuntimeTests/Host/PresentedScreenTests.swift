@_spi(Tooling) import StateRuntime
import Testing

/// ``ViewHost/presentedScreens()``: what `expect-presented` reads.
@MainActor
struct PresentedScreenTests {
  struct Detail: View {
    var body: some View { Text("detail") }
  }

  struct Editor: View {
    var body: some View { Text("editor") }
  }

  struct Screen: View {
    @State var editing = false
    @State var asking = false
    var body: some View {
      NavigationStack {
        VStack {
          Button("Edit") { editing = true }
          Button("Ask") { asking = true }
          NavigationLink("Open") { Detail() }
        }
        .sheet(isPresented: $editing) { Editor() }
        .confirmationDialog("Delete?", isPresented: $asking, titleVisibility: .visible) {
          Button("Delete", role: .destructive) {}
        }
      }
    }
  }

  @Test func sheetsDialogsAndPushedScreensAreListedByKindViewAndTitle() throws {
    let host = ViewHost(Screen())
    #expect(host.presentedScreens().isEmpty)
    try host.tap("Edit")
    #expect(host.presentedScreens().map(\.description) == ["sheet Editor"])
    try host.dismiss()
    try host.tap("Ask")
    let dialog = try #require(host.presentedScreens().first)
    #expect(dialog.kind == .confirmationDialog)
    #expect(dialog.isNamed("Delete?"))
    try host.tap("Delete")
    try host.tap("Open")
    #expect(host.presentedScreens().map(\.description) == ["pushed screen Detail"])
  }
}
