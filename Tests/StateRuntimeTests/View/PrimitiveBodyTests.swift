import Foundation
import StateRuntime
import Testing

/// What learner code reaches that SwiftUI itself traps on: the runtime stops
/// too, never silently, with a message saying what SwiftUI would do.
@MainActor
struct PrimitiveBodyTests {
  @Test func readingAPrimitivesBodyStopsWithSwiftUIsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = Text("Hi").body }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("body() should not be called on Text. SwiftUI stops the app here too"))
  }

  @Test func readingAMissingEnvironmentObjectOutsideAHostStopsWithSwiftUIsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = Reader().session.name }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("No Observable object of type Session found."))
  }

  @Observable final class Session {
    var name = "Ada"
  }

  struct Reader: View {
    @Environment(Session.self) var session
    @Environment(\.isEnabled) var isEnabled
    var body: some View { Text(session.name) }
  }

  @Test func aKeyPathReadOutsideAHostGivesTheDefaultAsSwiftUIDoes() {
    #expect(Reader().isEnabled == true)
  }
}
