import Foundation
import StateRuntime
import Testing

/// The presentation forms that present data or an error, and `confirmationDialog` with a
/// `Text` title.
@MainActor
struct AlertPresentingTests {
  struct File: Identifiable {
    let id: Int
    let name: String
  }

  struct LoadError: LocalizedError {
    var errorDescription: String? { "Could not load" }
  }

  struct Files: View {
    @State var isAsking = false
    @State var pending: File? = nil
    @State var deleted = "nothing"
    @State var showsError = false
    @State var error: LoadError? = nil
    @State var isConfirming = false
    var body: some View {
      VStack {
        Text("Deleted \(deleted)")
        Button("Ask") {
          pending = File(id: 1, name: "notes.txt")
          isAsking = true
        }
        Button("Ask about nothing") { isAsking = true }
        Button("Fail") {
          error = LoadError()
          showsError = true
        }
        Button("Confirm") { isConfirming = true }
      }
      .alert("Delete file?", isPresented: $isAsking, presenting: pending) { file in
        // A role and a label view: the button is tapped by its label's text.
        Button(role: .destructive) {
          deleted = file.name
        } label: {
          Text("Delete \(file.name)")
        }
      } message: { file in
        Text("\(file.name) will be gone")
      }
      .alert(isPresented: $showsError, error: error) {
        Button("Retry") { deleted = "retried" }
      }
      .confirmationDialog(Text("Empty the bin?"), isPresented: $isConfirming, titleVisibility: .visible) {
        Button("Empty") { deleted = "everything" }
      }
    }
  }

  @Test func anAlertPresentingDataBuildsItsActionsAndMessageFromIt() throws {
    let host = ViewHost(Files())
    try host.tap("Ask")
    #expect(host.element("notes.txt will be gone") != nil)
    try host.tap("Delete notes.txt")
    #expect(host.element("Deleted notes.txt") != nil)
    #expect(host.element("Delete notes.txt") == nil, "the action dismissed the alert")
  }

  @Test func withNoDataTheAlertDoesNotAppear() throws {
    let host = ViewHost(Files())
    try host.tap("Ask about nothing")
    #expect(host.element("Delete file?") == nil)
    #expect(host.element("Ask") != nil, "nothing covers the presenter")
  }

  @Test func anErrorAlertIsTitledByTheErrorsDescription() throws {
    let host = ViewHost(Files())
    try host.tap("Fail")
    #expect(host.element("Could not load") != nil)
    try host.tap("Retry")
    #expect(host.element("Deleted retried") != nil)
  }

  @Test func aConfirmationDialogTakesATextTitle() throws {
    let host = ViewHost(Files())
    try host.tap("Confirm")
    #expect(host.element("Empty the bin?") != nil)
    try host.tap("Empty")
    #expect(host.element("Deleted everything") != nil)
  }
}
