import StateRuntime
import Testing

// Modelled on SwiftUI's runtime warning when an ObservableObject publishes
// off the main thread: "Publishing changes from background threads is not
// allowed; make sure to publish values from the main thread (via operators
// like receive(on:)) on model updates." (Xcode's purple warning; the text is
// quoted in countless reports, e.g. Point-Free's MapKit search episode.) The
// view still updates, on the main thread.
@MainActor
struct BackgroundPublishingTests {
  /// `@unchecked Sendable` so a detached task can write it: the bug under test.
  final class Postbox: ObservableObject, @unchecked Sendable {
    @Published var unread = 0
  }

  struct Badge: View {
    @ObservedObject var inbox: Postbox
    var body: some View { Text("unread \(inbox.unread)") }
  }

  struct Mailbox: View {
    let inbox: Postbox
    var body: some View {
      VStack {
        Badge(inbox: inbox)
        Badge(inbox: inbox)
      }
    }
  }

  @Test func aPublishedWriteFromABackgroundThreadWarnsAndStillUpdates() async {
    let inbox = Postbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    await Task.detached { inbox.unread = 3 }.value
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(host.elements().map(\.label) == ["unread 3", "unread 3"])
    let warnings = host.issues.filter { $0.kind == .publishedFromBackgroundThread }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(
      warnings.first?.message.hasPrefix(
        "Publishing changes from background threads is not allowed; make sure to publish values "
          + "from the main thread (via operators like receive(on:)) on model updates.") == true)
  }

  @Test func aPublishedWriteOnTheMainActorDoesNotWarn() {
    let inbox = Postbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    inbox.unread = 1
    host.flush()
    #expect(host.elements().map(\.label) == ["unread 1", "unread 1"])
    #expect(host.issues.isEmpty)
  }
}
