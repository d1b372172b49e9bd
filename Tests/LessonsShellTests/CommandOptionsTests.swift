import StateRuntime
import TestSupport
import Testing

@testable import LessonsShell

/// Each command decodes its arguments once into a typed value; its `run` reads only that.
@MainActor
struct CommandOptionsTests {
  /// Exercises of the course, found in `Lessons/` (every lesson has one).
  static let first = CourseExercise.id(0)
  static let third = CourseExercise.id(2)

  /// The arguments `line` parses to, for the command it names.
  func arguments(_ line: String, shell: TestShell) throws -> ParsedArguments {
    guard case .run(let invocation) = try shell.parse(line) else {
      Issue.record("'\(line)' did not parse to a command")
      return ParsedArguments()
    }
    return invocation.arguments
  }

  @Test func runDecodesItsModeExportAndXcode() throws {
    let shell = TestShell()
    let run = RunCommand()
    let stepped = try run.options(
      from: arguments("run \(Self.first) --fixed --step --xcode 26", shell: shell), in: shell.context)
    #expect(stepped.id == Self.first)
    #expect(stepped.variant == .fixed)
    #expect(stepped.mode == .stepped)
    #expect(stepped.export == nil)
    #expect(stepped.xcode == .v26)
    let exported = try run.options(
      from: arguments("run \(Self.first) --compare --json", shell: shell), in: shell.context)
    #expect(exported.mode == .compare)
    #expect(exported.export?.json == true)
    #expect(exported.xcode == .current)
  }

  @Test func aRuleTheSpecCannotSayIsADecodingErrorNamingBothSides() throws {
    let shell = TestShell()
    #expect(throws: ShellError.conflictingArguments(command: "run", first: "--compare", second: "--fixed")) {
      try shell.parse("run \(Self.first) --compare --fixed")
    }
    #expect(throws: ShellError.conflictingArguments(command: "run", first: "--step", second: "--json")) {
      try shell.parse("run \(Self.first) --step --json")
    }
  }

  @Test func checkDecodesIdsOrAll() throws {
    let shell = TestShell()
    let check = CheckCommand()
    let all = try check.options(from: arguments("check --all --summary", shell: shell), in: shell.context)
    #expect(all.ids == nil)
    #expect(all.summary)
    let two = try check.options(
      from: arguments("check \(Self.first) \(Self.third) --timeout 2.5 --json", shell: shell),
      in: shell.context)
    #expect(two.ids == [Self.first, Self.third])
    #expect(two.timeout == 2.5)
    #expect(two.json)
  }
}
