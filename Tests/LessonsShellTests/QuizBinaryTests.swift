import Foundation
import Testing

/// `lessons quiz` as a user pipes it: answers on stdin, the schedule left in LESSONS_HOME; on
/// the fixture course's stepper lesson, whose quiz is a predict, two choices (b and c right),
/// a predict, a choice and a recall question.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct QuizBinaryTests {
  /// Runs the binary on a project whose course is the fixture course, with `environment`.
  static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
    -> LessonsBinary.Result
  {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    return try LessonsBinary.run(
      arguments, input: input, environment: project.environment.merging(environment) { $1 })
  }

  @Test func aPipedQuizRunsToTheEndAndLeavesItsSchedule() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try Self.run(
      ["quiz", "volume-copy", "--count", "3"], input: "4\nb\nc\n",
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
      {"version": 1, "cards": {"volume-copy.choice-why-stale": {"box": 2, "due": \(reference + 86_400), \
      "reviews": 2, "lapses": 0, "lastRating": "good", "lastReviewed": \(reference - 2 * 86_400)}}}
      """
    try Data(leitner.utf8).write(to: home.appendingPathComponent("quiz.json"))
    let first = try Self.run(
      ["quiz", "volume-copy", "--count", "2"], input: "4\na\n",
      environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": String(Int(start))])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.contains("moved from Leitner boxes to FSRS (1 answered question"))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("quiz.json").path))

    let dayLater = String(Int(start) + 86_400 + 60)
    let due = try Self.run(
      ["quiz", "volume-copy", "--due"], input: "c\nb\n",
      environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": dayLater])
    #expect(due.status == 0, "\(due.standardError)")
    // The migrated question and the wrong answer are due; the right one and new ones are not.
    let asked = due.standardOutput.split(separator: "\n").filter { $0.hasPrefix("[") }
    #expect(
      asked == ["[1/2] volume-copy.choice-fix (choice)", "[2/2] volume-copy.choice-why-stale (choice)"],
      "\(due.standardOutput)")

    let progress = try Self.run(
      ["progress"], environment: ["LESSONS_HOME": home.path, "LESSONS_QUIZ_NOW": dayLater])
    let line = progress.standardOutput.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    .first { $0.hasPrefix("volume-copy ") && $0.contains("mastered") }
    #expect(line?.contains("3 answered, 0 due today · next 7 days:") == true, "\(progress.standardOutput)")
  }

  @Test func endOfInputExitsZeroWithASummary() throws {
    let result = try Self.run(["quiz", "volume-copy"], input: "4\n")
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasSuffix(
        "Input ended: 1 of 5 answered (1 right, 0 to review). Your answers so far are saved.\n"
          + "Next review: volume-copy.predict-quieter, in 3 days.\n"))
  }

  @Test func listIsTabSeparated() throws {
    let result = try Self.run(["quiz", "--list", "volume-copy"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("volume-copy.predict-quieter\tpredict\tvolume-copy\n"))
  }
}

extension QuizBinaryTests {
  /// The whole output of a one-question session, as a learner piping answers sees it.
  @Test func aPipedSessionReadsLikeThis() throws {
    let result = try Self.run(
      ["quiz", "volume-copy", "--count", "1"], input: "5\n",
      environment: ["LESSONS_QUIZ_NOW": "1800000000"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        1 question: 0 due for review, 1 new. Answers are saved as you go; end of input
        or Ctrl-C stops the quiz.

        [1/1] volume-copy.predict-quieter (predict)
        The stepper copies the panel's volume into its own @State.
            struct SpeakerPanel: View {
              @State private var volume = 4

              var body: some View {
                VStack {
                  Button("Quieter") { volume -= 1 }
                  VolumeStepper(level: volume)
                }
              }
            }

            struct VolumeStepper: View {
              @State var level: Int

              var body: some View {
                Stepper("Volume", value: $level, in: 0...10)
              }
            }
          Event: You tap Quieter.
        What does "Volume" show afterwards? Type the text.
        Shows: 5
          Not quite: it shows "4", not "5".
        The runtime's log after the event:
            = SpeakerPanel._volume: 4 → 3
            SpeakerPanel: _volume changed.
            ~ VolumeStepper._level: initial value 3 evaluated and thrown away; keeps 4
            ≠ VolumeStepper: `_level` differs (compared field by field)
            VolumeStepper: @self changed.
            └ pass 2: 2 bodies evaluated
        The stepper's @State took the volume once, at its first init; Quieter changes
        the panel's volume, and the re-created stepper keeps its copy.

        Quiz done: 1 of 1 answered, 0 right, 1 to review.
        Next review: volume-copy.predict-quieter, in 10 minutes.

        """)
  }
}
