import TestSupport
import Testing

/// Runs the built `lessons` binary as a user would and compares whole outputs.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct BinaryTranscriptTests {
  @Test func listPrintsTheCatalog() throws {
    let result = try LessonsBinary.run(["list"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Lessons")
    // The course's first lesson comes first, with text marks (found in Lessons/).
    let first = try #require(CourseExercise.all().first)
    #expect(lines.dropFirst().first?.hasPrefix("  [ ] \(first.id) ") == true)
    #expect(lines.dropFirst().first?.hasSuffix(" \(first.title)") == true)
    #expect(lines.contains("Exercises"))
    #expect(result.standardOutput.hasSuffix("[ ] not started  [~] started  [x] done\n"))
  }

  @Test func exitCodesFollowTheContract() throws {
    #expect(try LessonsBinary.run(["--version"]).standardOutput == "lessons 0.1.0\n")
    #expect(try LessonsBinary.run(["help"]).status == 0)
    let typo = try LessonsBinary.run(["lsit"])
    #expect(typo.status == 2)
    #expect(typo.standardError == "Error: Unknown command 'lsit'. Did you mean 'list'?\n")
    #expect(typo.standardOutput.isEmpty)
  }

  @Test func pipedInputGetsNoPromptAndNoEscapeCodes() throws {
    let first = try #require(CourseExercise.all().first)
    let result = try LessonsBinary.run(
      [], input: "open \(first.id)\nlsit\nlist\n", environment: ["TERM": "xterm-256color"])
    #expect(result.status == 2)
    #expect(!result.standardOutput.contains("lessons>"))
    #expect(!result.standardOutput.contains("\u{1B}"))
    #expect(!result.standardError.contains("\u{1B}"))
    #expect(result.standardOutput.hasPrefix("Opened \(first.id): \(first.title).\n"))
    #expect(result.standardOutput.contains("  [ ]*\(first.id) "))
    #expect(result.standardError == "Error: Unknown command 'lsit'. Did you mean 'list'?\n")
  }

  @Test func helpAsAFlagEqualsHelpAsACommand() throws {
    let flag = try LessonsBinary.run(["run", "--help"])
    let command = try LessonsBinary.run(["help", "run"])
    #expect(flag.status == 0)
    #expect(flag.standardOutput == command.standardOutput)
    #expect(
      flag.standardOutput.hasPrefix(
        "Usage: lessons run <id> [--fixed] [--step] [--compare] [--json] "
          + "[--markdown <file>] [--html <file>] [--room] [--short] [--why <view>] [--xcode <26|27>]\n"))
  }

  @Test func shellOnlyCommandsCanBeExplainedOutsideTheShell() throws {
    let result = try LessonsBinary.run(["help", "tap"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("Usage: tap <label>\n"))
    #expect(result.standardOutput.hasSuffix("Works only inside the shell (start it with 'lessons').\n"))
  }
}
