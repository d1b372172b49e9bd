import Foundation
import TestSupport
import Testing

@testable import LessonsShell

/// Every user error, as the user sees it: the whole of stderr, and the exit status.
@MainActor
struct CommandLineErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var line: String
    var expected: String
    var inShell = false
    var testDescription: String { line }
  }

  /// The course's lesson ids in order: each folder of `Lessons/` with a `lesson.md`, whether
  /// its lesson is compiled into the tool or loaded at run time.
  nonisolated static var courseIDs: [String] {
    let lessons = SourceTree.url("Lessons")
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []).filter {
      FileManager.default.fileExists(atPath: lessons.appendingPathComponent("\($0)/lesson.md").path)
    }
    func number(_ folder: String) -> Double { Double(folder.prefix { $0 != "-" }) ?? .infinity }
    return folders.sorted { number($0) < number($1) }.map { CourseLessonFolder.id(of: $0) }
  }

  /// The course's first lesson and its id with the last letter dropped, and the same for
  /// the second exercise: typos whose nearest match is the lesson.
  nonisolated static let first = courseIDs.first ?? "no-lesson"
  nonisolated static let firstTypo = String(first.dropLast())
  nonisolated static let second = CourseExercise.id(1)
  nonisolated static let secondTypo = String(second.dropLast())

  nonisolated static let cases: [Case] = [
    Case(line: "lsit", expected: "Error: Unknown command 'lsit'. Did you mean 'list'?\n"),
    Case(
      line: "frobnicate",
      expected: "Error: Unknown command 'frobnicate'.\nType 'lessons help' to see all commands.\n"),
    Case(line: "--verison", expected: "Error: Unknown option '--verison'. Did you mean '--version'?\n"),
    Case(
      line: "run \(firstTypo)",
      expected: "Error: Unknown lesson '\(firstTypo)'. Did you mean '\(first)'?\n"),
    Case(
      line: "show nothing-like-it",
      expected: """
        Error: Unknown lesson 'nothing-like-it'.
        Known lessons: \(courseIDs.joined(separator: ", ")).

        """),
    Case(
      line: "hint \(secondTypo)",
      expected: "Error: Unknown exercise '\(secondTypo)'. Did you mean '\(second)'?\n"),
    Case(
      line: "run \(first) --fixd",
      expected: """
        Error: Unknown option '--fixd' for 'run'. Did you mean '--fixed'?
        Usage: lessons run <id> [--fixed] [--step] [--compare] [--json] [--markdown <file>] [--html <file>] [--room] [--short] [--why <view>] [--xcode <26|27>]

        """),
    Case(
      line: "run",
      expected: """
        Error: Missing <id> for 'run'.
        Usage: lessons run <id> [--fixed] [--step] [--compare] [--json] [--markdown <file>] [--html <file>] [--room] [--short] [--why <view>] [--xcode <26|27>]

        """),
    Case(
      line: "run",
      expected: """
        Error: Missing <id> for 'run'.
        Give an id, or choose a lesson first with 'open ID'.
        Usage: run <id> [--fixed] [--step] [--compare] [--json] [--markdown <file>] [--html <file>] [--room] [--short] [--why <view>] [--xcode <26|27>]

        """,
      inShell: true),
    Case(
      line: "list extra",
      expected: "Error: Unexpected argument 'extra' for 'list'.\nUsage: lessons list\n"),
    Case(
      line: "check --timeout",
      expected: """
        Error: Missing value for '--timeout' of 'check': expected <seconds>.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "check --timeout soon",
      expected: """
        Error: Invalid value 'soon' for '--timeout' of 'check': expected a number of seconds from 1 to \
        3600, like 30 or 1.5.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "check --timeout=-3",
      expected: """
        Error: Invalid value '-3' for '--timeout' of 'check': expected a number of seconds from 1 to \
        3600, like 30 or 1.5.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "check --timeout 1e19",
      expected: """
        Error: Invalid value '1e19' for '--timeout' of 'check': expected a number of seconds from 1 to \
        3600, like 30 or 1.5.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "check --timeout 0.5",
      expected: """
        Error: Invalid value '0.5' for '--timeout' of 'check': expected a number of seconds from 1 to \
        3600, like 30 or 1.5.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "check --timeout 3601",
      expected: """
        Error: Invalid value '3601' for '--timeout' of 'check': expected a number of seconds from 1 to \
        3600, like 30 or 1.5.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "check --timeout nan",
      expected: """
        Error: Invalid value 'nan' for '--timeout' of 'check': expected a number of seconds from 1 to \
        3600, like 30 or 1.5.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "quiz --count 0",
      expected: """
        Error: Invalid value '0' for '--count' of 'quiz': expected a whole number above 0.
        Usage: lessons quiz [<id>] [--interview] [--count <n>] [--due] [--retention <r>] [--list] [--xcode <26|27>]

        """),
    Case(
      line: "check \(first) --all",
      expected: """
        Error: '\(first)' and '--all' cannot be used together in 'check'.
        Usage: lessons check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        """),
    Case(
      line: "run \(first) --fixed=yes",
      expected: """
        Error: The option '--fixed' of 'run' takes no value.
        Usage: lessons run <id> [--fixed] [--step] [--compare] [--json] [--markdown <file>] [--html <file>] [--room] [--short] [--why <view>] [--xcode <26|27>]

        """),
    Case(
      line: "code borken",
      expected: """
        Error: Invalid value 'borken' for <version> of 'code': expected 'broken' or 'fixed'. \
        Did you mean 'broken'?
        Usage: code <version>

        """,
      inShell: true),
    Case(
      line: "open",
      expected: """
        Error: 'open' works only inside the shell.
        Start the shell with 'lessons', then type 'open'.

        """),
    Case(
      line: "tap Save",
      expected: """
        Error: 'tap' needs a mounted scenario, and none is mounted.
        Mount one with 'run ID' (see 'list' for ids).

        """,
      inShell: true),
    Case(
      line: "restore",
      expected: "Error: Missing <id> for 'restore'.\nUsage: lessons restore <id> [--force]\n"),
    Case(
      line: "reset",
      expected: "Error: Unknown command 'reset'.\n'reset' is now two commands: 'remount' mounts the running "
        + "scenario afresh, 'lessons restore ID' puts an exercise's starting file back.\n"),
    Case(
      line: "help lsit",
      expected: "Error: Unknown command 'lsit'. Did you mean 'list'?\n"),
    Case(
      line: "--version extra",
      expected: "Error: Unexpected argument 'extra' for '--version'.\n"),
  ]

  @Test(arguments: cases)
  func rendersTheError(_ testCase: Case) async throws {
    let shell = TestShell(mode: testCase.inShell ? .script : .command)
    let status = await shell.execute(try ShellError.words(of: testCase.line))
    #expect(status == .usageError)
    #expect(shell.output.standardError == testCase.expected)
    #expect(shell.output.standardOutput.isEmpty)
  }

  @Test func codeNeedsAnOpenLesson() async {
    let shell = TestShell()
    #expect(await shell.execute(["code", "fixed"]) == .usageError)
    #expect(
      shell.output.standardError
        == "Error: 'code' works on the open lesson, and no lesson is open.\n"
        + "Open one with 'open ID' (see 'list' for ids).\n")
  }
}
