import Foundation
import Testing

/// `play FILE --why VIEW` (issue 37, item 3): after each command, the chain behind that view's
/// body runs, in the text and in `--json`; in the shell, `why VIEW` after a poke.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct PlayWhyTests {
  /// A label re-created with each count (its body runs), and a caption whose input never changes.
  static let counter = """
    import SwiftUI

    struct CountLabel: View {
      let count: Int
      var body: some View { Text("Count: \\(count)") }
    }

    struct Caption: View {
      let size: Int
      var body: some View { Text("Size \\(size)") }
    }

    struct Counter: View {
      @State private var count = 0
      var body: some View {
        VStack {
          CountLabel(count: count)
          Caption(size: 2)
          Button("Add") { count += 1 }
        }
      }
    }

    """

  @Test func eachCommandSaysWhyTheViewRan() throws {
    let result = try PlayBinaryTests.play(
      ["@/Counter.swift", "--do", "tap Add", "--why", "CountLabel"], files: ["Counter.swift": Self.counter])
    #expect(result.status == 0, "\(result.standardError)")
    let output = WhyBinaryTests.unwrapped(result.standardOutput)
    for sentence in [
      "why CountLabel · command 0 · mount",
      "1. CountLabel was mounted with the app: a new view's body always runs.",
      "why CountLabel · command 1 · tap Add",
      "1. tap(\"Add\") was performed.",
      "2. It wrote Counter._count (0 → 1); Counter reads it, so that view was invalidated.",
      "3. Counter's body ran (Counter: _count changed.) and re-created its children.",
      "4. Counter's body re-created CountLabel: `count` differs (plain data, compared bit for bit), so @self changed.",
    ] {
      #expect(output.contains(sentence), "\(sentence)\n\(output)")
    }
  }

  @Test func theJSONCarriesTheSkippedBodysChain() throws {
    let result = try PlayBinaryTests.play(
      ["@/Counter.swift", "--do", "tap Add", "--why", "Caption", "--json"],
      files: ["Counter.swift": Self.counter])
    #expect(result.status == 0, "\(result.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    let tap = try #require((steps.last?["why"] as? [[String: Any]])?.first)
    #expect(tap["outcome"] as? String == "skipped")
    #expect(
      WhyBinaryTests.kinds(of: tap) == [
        "actionPerformed", "stateWritten", "bodyRan", "inputsCompared", "notInvalidated",
      ])
  }

  @Test func anUnknownViewListsTheViewsThatRan() throws {
    let result = try PlayBinaryTests.play(
      ["@/Counter.swift", "--do", "tap Add", "--why", "Label"], files: ["Counter.swift": Self.counter])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "No view named 'Label' ran, skipped its body or went away in this run. Views there: Counter, CountLabel, Caption."
      ), "\(result.standardError)")
  }
}
