import ExerciseKit
import Testing
import WorkbenchSupport

/// What is shown of a crashed or timed-out program's output: its end, cut to width.
struct ProgramOutputExcerptTests {
  @Test func aFloodShowsTheLastLinesEachCutToWidth() {
    let flood = (1...50).map { "line \($0) " + String(repeating: "x", count: 300) }.joined(separator: "\n")
    let excerpt = ProgramOutputExcerpt(flood)
    #expect(excerpt.omittedLines == 30)
    #expect(excerpt.heading == "output (last 20 lines):")
    #expect(excerpt.lines.count == 20)
    #expect(excerpt.lines.first?.hasPrefix("line 31 ") == true)
    #expect(excerpt.lines.allSatisfy { $0.hasSuffix("more characters)") })
    let cut = excerpt.lines.last ?? ""
    #expect(cut.hasPrefix("line 50 x"))
    #expect(cut.hasSuffix("… (148 more characters)"))
  }

  @Test func shortOutputIsShownWholeAndBlankOutputNotAtAll() {
    let excerpt = ProgramOutputExcerpt("starting\nloaded 3 items\n")
    #expect(excerpt.lines == ["starting", "loaded 3 items"])
    #expect(excerpt.heading == "output:")
    #expect(ProgramOutputExcerpt(" \n\n ").lines.isEmpty)
    #expect(excerpt.rendered(styler: .plain) == ["  output:", "    starting", "    loaded 3 items"])
    #expect(ProgramOutputExcerpt("").rendered(styler: .plain).isEmpty)
  }
}
