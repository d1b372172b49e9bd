import LessonKit
import StateRuntime
import Testing

/// `expect-log TEXT`: a line of the last command's invalidation log says TEXT.
struct ScreenExpectationLogTests {
  static func reading(_ events: [RuntimeEvent]) -> ScreenReading {
    ScreenReading(elements: [], bodyCounts: [:], events: events, output: nil, presented: [])
  }

  static let issue = RuntimeIssue(
    kind: .duplicateForEachID, severity: .warning, message: "ForEach saw the id 3 twice", path: "Root")

  @Test func itHoldsWhenALineOfTheLogSaysTheText() {
    let reading = Self.reading([.issueRaised(Self.issue)])
    #expect(ScreenExpectation.log(text: "the id 3 twice").failure(on: reading) == nil)
  }

  @Test func aFailureQuotesWhatWasLogged() throws {
    let line = try #require(LogRenderer.lines(for: [.issueRaised(Self.issue)]).first?.text)
    #expect(
      ScreenExpectation.log(text: "thrown away").failure(on: Self.reading([.issueRaised(Self.issue)]))
        == "no line of the last command's log says \"thrown away\"; it logged: \"\(line)\".")
    #expect(
      ScreenExpectation.log(text: "thrown away").failure(on: Self.reading([]))
        == "the last command logged nothing; expected a line saying \"thrown away\".")
  }
}
