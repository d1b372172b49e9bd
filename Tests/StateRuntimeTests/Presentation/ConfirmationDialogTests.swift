import StateRuntime
import Testing

/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`: presented
/// like a sheet; every action dismisses the dialog after it runs.
@MainActor
struct ConfirmationDialogTests {
  struct Draft: View {
    @State private var text = "Dear Anna"
    @State private var isAsking = false
    var body: some View {
      VStack {
        Text("Draft: \(text)")
        Button("Discard") { isAsking = true }
      }
      .confirmationDialog("Discard this draft?", isPresented: $isAsking, titleVisibility: .visible) {
        Button("Discard draft", role: .destructive) { text = "" }
      }
    }
  }

  @Test func aDialogsButtonRunsItsActionThenDismisses() throws {
    let host = ViewHost(Draft())
    try host.tap("Discard")
    #expect(host.buttons() == ["Discard draft"])
    #expect(host.render().contains("Discard this draft?"), "the title is visible")
    try host.tap("Discard draft")
    #expect(host.buttons() == ["Discard"])
    #expect(host.render().contains("Draft: \""), "the action ran: the draft is empty")
  }

  struct Hidden: View {
    @State private var isAsking = false
    var body: some View {
      Button("Share") { isAsking = true }
        .confirmationDialog("Share how?", isPresented: $isAsking) {
          Button("Copy link") {}
        }
    }
  }

  @Test func anAutomaticTitleIsHiddenAsOnIPhone() throws {
    let host = ViewHost(Hidden())
    try host.tap("Share")
    #expect(!host.render().contains("Share how?"))
    try host.dismiss()
    #expect(host.buttons() == ["Share"])
  }
}
