import Foundation
import Testing

/// `lessons quiz` as a user pipes it: answers on stdin, the schedule left in LESSONS_HOME.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct QuizBinaryTests {
  @Test func aPipedQuizRunsToTheEndAndLeavesItsSchedule() throws {
    let home = LessonsBinary.temporaryHome()
    let result = try LessonsBinary.run(
      ["quiz", "init-copy", "--count", "3"], input: "Buy milk\nb\nc\n",
      environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": "1800000000"])
    #expect(result.status == 0)
    // Only the predict question's run, said before the quiz asks it (its snippet runs in a child).
    #expect(
      result.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("Running Snippets/") },
      "\(result.standardError)")
    #expect(result.standardOutput.contains("Quiz done: 3 of 3 answered, 3 right, 0 to review."))
    #expect(!result.standardOutput.contains("\u{1B}"))
    #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("quiz-schedule.json").path))
  }

  /// `quiz --due` and `progress` through a pipe, a day after a sitting with one wrong answer,
  /// on a schedule migrated from the Leitner boxes an earlier version left.
  @Test func dueAndProgressThroughAPipeOnAMigratedSchedule() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // Version 1, as the Leitner scheduler wrote it: one question in box 2, due in a day.
    let start = 1_800_000_000.0
    let reference = start - Date.timeIntervalBetween1970AndReferenceDate
    let leitner = """
      {"version": 1, "cards": {"init-copy.choice-why-stale": {"box": 2, "due": \(reference + 86_400), \
      "reviews": 2, "lapses": 0, "lastRating": "good", "lastReviewed": \(reference - 2 * 86_400)}}}
      """
    try Data(leitner.utf8).write(to: home.appendingPathComponent("quiz.json"))
    let first = try LessonsBinary.run(
      ["quiz", "init-copy", "--count", "2"], input: "Buy milk\na\n",
      environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": String(Int(start))])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.contains("moved from Leitner boxes to FSRS (1 answered question"))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("quiz.json").path))

    let dayLater = String(Int(start) + 86_400 + 60)
    let due = try LessonsBinary.run(
      ["quiz", "init-copy", "--due"], input: "c\nb\n",
      environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": dayLater])
    #expect(due.status == 0, "\(due.standardError)")
    // The migrated question and the wrong answer are due; the right one and new ones are not.
    let asked = due.standardOutput.split(separator: "\n").filter { $0.hasPrefix("[") }
    #expect(
      asked == ["[1/2] init-copy.choice-fix (choice)", "[2/2] init-copy.choice-why-stale (choice)"],
      "\(due.standardOutput)")

    let progress = try LessonsBinary.run(
      ["progress"], environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": dayLater])
    let line = progress.standardOutput.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    .first { $0.hasPrefix("init-copy ") && $0.contains("mastered") }
    #expect(line?.contains("3 answered, 0 due today · next 7 days:") == true, "\(progress.standardOutput)")
  }

  @Test func endOfInputExitsZeroWithASummary() throws {
    let result = try LessonsBinary.run(["quiz", "init-copy"], input: "Buy milk\n")
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasSuffix(
        "Input ended: 1 of 5 answered (1 right, 0 to review). Your answers so far are saved.\n"
          + "Next review: init-copy.predict-sync, in 3 days.\n"))
  }

  @Test func listIsTabSeparated() throws {
    let result = try LessonsBinary.run(["quiz", "--list", "init-copy"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("init-copy.predict-sync\tpredict\tinit-copy\n"))
  }
}

extension QuizBinaryTests {
  /// The whole output of a one-question session, as a learner piping answers sees it.
  @Test func aPipedSessionReadsLikeThis() throws {
    let result = try LessonsBinary.run(
      ["quiz", "binding-by-value", "--count", "1"], input: "muted\n",
      environment: ["LESSONS_QUIZ_NOW": "1800000000"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        1 question: 0 due for review, 1 new. Answers are saved as you go; end of input
        or Ctrl-C stops the quiz.

        [1/1] binding-by-value.predict-status (predict)
        CallScreen owns isMuted and hands it to MuteRow by value.
            struct CallScreen: View {
              @State private var isMuted = false

              var body: some View {
                VStack {
                  Text("Status: \\(isMuted ? "muted" : "live")")
                  MuteRow(isMuted: isMuted)
                }
              }
            }

            struct MuteRow: View {
              @State var isMuted: Bool

              var body: some View {
                Toggle("Mute", isOn: $isMuted)
                Text("Row: \\(isMuted ? "muted" : "live")")
              }
            }
          Event: The user switches the Mute toggle on.
        What does "Status" show afterwards? Type the text.
        Shows: muted
          Not quite: it shows "Status: live", not "muted".
        The runtime's log after the event:
            = MuteRow._isMuted: false → true
            MuteRow: _isMuted changed.
            └ pass 2: 1 body evaluated
        MuteRow's toggle is bound to MuteRow's own @State, a copy made from the value it
        was given. Switching it changes the copy; CallScreen's isMuted never hears of
        it, so the status still says live. No compiler error: the types all line up.

        Quiz done: 1 of 1 answered, 0 right, 1 to review.
        Next review: binding-by-value.predict-status, in 10 minutes.

        """)
  }
}
