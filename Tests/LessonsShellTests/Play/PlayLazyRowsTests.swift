import Foundation
import Testing

/// A `List` builds the rows in its window, and `scroll` builds more: a view that counts
/// rows in `.task` sees 10 before any scroll, as in SwiftUI, not 100 (issue 34, item 7).
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayLazyRowsTests {
  static let inbox = """
    import SwiftUI

    @MainActor @Observable final class Tally {
      var built = 0
    }

    struct MessageRow: View {
      let number: Int
      let tally: Tally
      var body: some View {
        Text("Message \\(number)")
          .task { tally.built += 1 }
      }
    }

    struct Postbox: View {
      @State private var tally = Tally()
      var body: some View {
        VStack {
          Text("Rows built: \\(tally.built)")
          List(1...100, id: \\.self) { number in
            MessageRow(number: number, tally: tally)
          }
        }
      }
    }

    #Preview { Postbox() }

    """

  @Test func rowsAreBuiltAsTheyScrollIntoView() throws {
    let script = """
      expect "Rows built: 10" "Rows built: 10"
      expect-absent "Message 11"
      scroll
      expect "Rows built: 20" "Rows built: 20"
      expect "Message 20" "Message 20"
      scroll 80
      expect "Rows built: 100" "Rows built: 100"
      """
    let result = try PlayBinaryTests.play(
      ["@/Postbox.swift", "--script", "@/scroll.play"],
      files: ["Postbox.swift": Self.inbox, "scroll.play": script])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    // Lines wrap at the terminal's width: read the log as one run of words.
    let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains("⋯ List built rows 1–10 of 100; 90 more are built as they scroll into view"), "\(output)")
    #expect(text.contains("⋯ List built rows 11–20 of 100; 80 more are built"), "\(output)")
    #expect(text.contains("⋯ List built rows 21–100 of 100; all 100 are built"), "\(output)")
  }
}
