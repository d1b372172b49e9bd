import TestSupport
import Testing

@testable import LessonsShell

@MainActor
struct CommandLineParserTests {
  /// Exercises of the course, found in `Lessons/` (every lesson has one).
  static let first = CourseExercise.id(0)
  static let third = CourseExercise.id(2)

  private func command(_ line: String, shell: TestShell = TestShell()) throws -> (String, ParsedArguments) {
    guard case .run(let invocation) = try shell.parse(line) else {
      Issue.record("'\(line)' did not parse to a command")
      return ("", ParsedArguments())
    }
    return (invocation.command.name, invocation.arguments)
  }

  @Test func parsesPositionalsAndFlagsInAnyOrder() throws {
    let (name, arguments) = try command("run --fixed \(Self.first) --step")
    #expect(name == "run")
    #expect(arguments.positional("id") == Self.first)
    #expect(arguments.flag("fixed"))
    #expect(arguments.flag("step"))
  }

  @Test func parsesOptionValuesBothWays() throws {
    let (_, spaced) = try command("check \(Self.first) \(Self.third) --timeout 2.5 --json")
    #expect(spaced.values("id") == [Self.first, Self.third])
    #expect(spaced.option("timeout") == "2.5")
    #expect(spaced.flag("json"))

    let (_, joined) = try command("quiz --count=3 --interview")
    #expect(joined.option("count") == "3")
    #expect(joined.positional("id") == nil)
  }

  @Test func doubleDashEndsOptions() throws {
    let shell = TestShell(scenario: FakeScenario())
    let (_, arguments) = try command("type Title -- --not-an-option", shell: shell)
    // A scenario verb's words go as typed to CommandParser, once.
    #expect(arguments.words == ["Title", "--not-an-option"])
  }

  @Test func openLessonFillsAMissingID() throws {
    let shell = TestShell(openLesson: Self.third)
    #expect(try command("run", shell: shell).1.positional("id") == Self.third)
    #expect(try command("hint", shell: shell).1.positional("id") == Self.third)
    // `check` with no id checks the open lesson's exercise; with no open lesson it needs one.
    _ = try shell.parse("check")
    #expect(throws: ShellError.missingArgument(command: "check", name: "id")) {
      try TestShell().parse("check")
    }
    // A bare `restore` must never mean "throw the open lesson's exercise file away".
    #expect(throws: ShellError.missingArgument(command: "restore", name: "id")) { try shell.parse("restore") }
    #expect(throws: ShellError.noScenarioMounted(command: "remount")) { try shell.parse("remount") }
  }

  @Test func aliasesInvokeTheirCommand() throws {
    #expect(try command("ls").0 == "list")
    #expect(try command("exit", shell: TestShell(mode: .script)).0 == "quit")
  }

  @Test func helpAndVersionAreRecognisedEverywhere() throws {
    let shell = TestShell()
    guard case .help(let topic?) = try shell.parse("run \(Self.first) --help") else {
      Issue.record("run --help is not help")
      return
    }
    #expect(topic.name == "run")
    guard case .help(nil) = try shell.parse("--help") else {
      Issue.record("--help is not help")
      return
    }
    guard case .version = try shell.parse("--version") else {
      Issue.record("--version is not the version")
      return
    }
    guard case .empty = try shell.parse("   # nothing") else {
      Issue.record("a comment is not empty")
      return
    }
  }

  @Test func noColorIsAGlobalFlagBeforeDoubleDash() throws {
    let shell = TestShell()
    let parsed = try CommandLineParser(context: shell.context).parse(["list", "--no-color"])
    #expect(parsed.noColor)
    guard case .run(let invocation) = parsed.line else {
      Issue.record("list --no-color is not list")
      return
    }
    #expect(invocation.command.name == "list")
  }

  @Test func shellOnlyCommandsAreRefusedOutsideTheShell() {
    let shell = TestShell(mode: .command)
    #expect(throws: ShellError.shellOnly(command: "quit")) { try shell.parse("quit") }
  }
}
