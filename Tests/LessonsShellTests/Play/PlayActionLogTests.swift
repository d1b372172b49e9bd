import Foundation
import Testing

/// The log of `lessons play` shows every action a learner should see (issue 34, item 6):
/// `onChange`'s action and a `withObservationTracking` observer each get a line, before the
/// writes they make, and an array of structs is shown briefly, never cut mid-word.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayActionLogTests {
  static let monitor = """
    import SwiftUI

    struct Book: Identifiable {
      let id: Int
      var title: String
      var notes: String
      var isRead = false
    }

    @MainActor @Observable final class Room {
      var temperature = 31
      var alerts: [String] = []
    }

    struct Monitor: View {
      @State private var room = Room()
      @State private var books = [
        Book(id: 1, title: "Dune", notes: "desert ecology, politics"),
        Book(id: 2, title: "Emma", notes: "matchmaking gone wrong"),
        Book(id: 3, title: "Ulysses", notes: "one day in Dublin"),
      ]

      var body: some View {
        VStack {
          Text("Temperature \\(room.temperature)")
          Button("Watch") {
            let room = room
            withObservationTracking {
              _ = room.temperature
            } onChange: {
              Task { @MainActor in room.alerts.append("observed") }
            }
          }
          Button("Cool") { room.temperature = 27 }
          Button("Read Emma") { books[1].isRead = true }
          Text("Alerts \\(room.alerts.count)")
        }
        .onChange(of: room.temperature) { old, new in
          room.alerts.append("\\(old) to \\(new)")
        }
      }
    }

    #Preview { Monitor() }

    """

  @Test func onChangeAndTheObserverEachHaveALineBeforeTheirWrites() throws {
    let result = try PlayBinaryTests.play(
      [
        "@/Monitor.swift", "--do", "tap Watch", "--do", "tap Cool", "--do", "tap \"Read Emma\"",
        "--do", "expect \"Alerts 2\" \"Alerts 2\"",
      ],
      files: ["Monitor.swift": Self.monitor])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    // Lines wrap at the terminal's width: read the log as one run of words.
    let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let observed = try #require(
      text.range(of: "↳ withObservationTracking's onChange runs (willSet): Room.temperature changed"),
      "\(output)")
    let onChange = try #require(text.range(of: "↳ Monitor: onChange(of:) runs with 31 → 27"), "\(output)")
    let alertsWritten = try #require(
      text[onChange.upperBound...].range(of: "⚡ Room.alerts changed → Monitor invalidated"), "\(output)")
    #expect(observed.lowerBound < onChange.lowerBound && onChange.upperBound <= alertsWritten.lowerBound)
    // The brief values: the array at creation, and the one field that changed.
    #expect(text.contains(#"+ Monitor._books created = [Book(id: 1, title: "Dune", …), …] (3 elements)"#))
    #expect(text.contains("= Monitor._books[1].isRead: false → true"), "\(output)")
    #expect(!output.contains("fal…"))
  }
}
