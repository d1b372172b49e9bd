import StateRuntime
import Testing

/// `alert(_:isPresented:actions:)`, its `message:` form, and the deprecated
/// `Alert` forms: presented like a sheet, each button running its action and
/// then dismissing, as Apple documents.
@MainActor
struct AlertTests {
  @MainActor final class Record {
    var deleted = 0
  }

  struct Notes: View {
    let record: Record
    @State private var isAsking = false
    var body: some View {
      VStack {
        Text("Notes")
        Button("Delete all") { isAsking = true }
      }
      .alert("Delete all notes?", isPresented: $isAsking) {
        Button("Delete", role: .destructive) { record.deleted += 1 }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
    }
  }

  @Test func anAlertCoversItsPresenterAndItsButtonsDismissAfterTheirAction() throws {
    let record = Record()
    let host = ViewHost(Notes(record: record))
    try host.tap("Delete all")
    #expect(host.buttons() == ["Delete", "Cancel"])
    #expect(host.element("Delete all notes?") != nil, "the title is on screen")
    #expect(host.element("This cannot be undone.") != nil, "the message is on screen")
    #expect(host.element("Notes") == nil, "the presenter is covered")
    do {
      try host.tap("Delete all")
      Issue.record("a button under the alert was tapped")
    } catch {
      #expect(
        error.description
          == "\"Delete all\" is on the Notes screen, covered by the alert \"Delete all notes?\"; "
          + "tap one of its buttons first (or dismiss()).")
    }
    #expect(host.render().contains("[covered by the alert \"Delete all notes?\"]"))
    try host.tap("Delete")
    #expect(record.deleted == 1)
    #expect(host.buttons() == ["Delete all"], "the alert is dismissed")
    try host.tap("Delete all")
    try host.tap("Cancel")
    #expect(record.deleted == 1)
    #expect(host.buttons() == ["Delete all"])
  }

  struct Login: View {
    @State private var didFail = false
    var body: some View {
      Button("Log in") { didFail = true }
        .alert("Login failed", isPresented: $didFail) {}
    }
  }

  @Test func anAlertWithNoActionsHasAnOKButton() throws {
    let host = ViewHost(Login())
    try host.tap("Log in")
    #expect(host.buttons() == ["OK"])
    try host.tap("OK")
    #expect(host.buttons() == ["Log in"])
  }

  struct Legacy: View {
    let record: Record
    @State private var showingAlert = false
    var body: some View {
      Button("Show") { showingAlert = true }
        .alert(isPresented: $showingAlert) {
          Alert(
            title: Text("Delete this?"), message: Text("There is no undo"),
            primaryButton: .destructive(Text("Delete")) { record.deleted += 1 },
            secondaryButton: .cancel())
        }
    }
  }

  @Test func theDeprecatedAlertHasItsTwoButtons() throws {
    let record = Record()
    let host = ViewHost(Legacy(record: record))
    try host.tap("Show")
    #expect(host.buttons() == ["Delete", "Cancel"])
    try host.tap("Delete")
    #expect(record.deleted == 1)
    #expect(host.buttons() == ["Show"])
  }

  struct Failure: Identifiable {
    let id: Int
    let reason: String
  }

  struct Uploads: View {
    @State private var failure: Failure?
    var body: some View {
      VStack {
        Button("Upload 1") { failure = Failure(id: 1, reason: "offline") }
        Text(failure == nil ? "no alert" : "alert shown")
      }
      .alert(item: $failure) { failure in
        Alert(title: Text("Upload \(failure.id) failed"), message: Text(failure.reason))
      }
    }
  }

  @Test func anItemAlertShowsItsItemAndDismissingClearsIt() throws {
    let host = ViewHost(Uploads())
    try host.tap("Upload 1")
    #expect(host.render().contains("Upload 1 failed"))
    try host.tap("OK")
    #expect(host.render().contains("no alert"), "dismissing wrote item = nil")
  }
}
