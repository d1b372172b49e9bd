import Foundation
import Testing

/// `lessons quiz` as a user pipes it: answers on stdin, the schedule left in LESSONS_HOME.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct QuizBinaryTests {
  @Test func aPipedQuizRunsToTheEndAndLeavesItsSchedule() throws {
    let home = LessonsBinary.temporaryHome()
    let result = try LessonsBinary.run(
      ["quiz", "init-copy", "--count", "3"], input: "Buy milk\nBuy oat milk\nb\n",
      environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": "1800000000"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.contains("Quiz done: 3 of 3 answered, 3 right, 0 to review."))
    #expect(!result.standardOutput.contains("\u{1B}"))
    #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("quiz.json").path))
  }

  @Test func endOfInputExitsZeroWithASummary() throws {
    let result = try LessonsBinary.run(["quiz", "init-copy"], input: "Buy milk\n")
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasSuffix(
        "Input ended: 1 of 5 answered (1 right, 0 to review). Your answers so far are saved.\n"
          + "Next review: init-copy.predict-sync, in 1 day.\n"))
  }

  @Test func listIsTabSeparated() throws {
    let result = try LessonsBinary.run(["quiz", "--list", "init-copy"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("init-copy.predict-sync\tpredict\tinit-copy\n"))
  }
}
