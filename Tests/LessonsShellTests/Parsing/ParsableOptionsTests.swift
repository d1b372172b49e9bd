import LessonKit
import StateRuntime
import Testing

@testable import LessonsShell

/// Options declared as properties: the keys, the parse, the help page and Tab completion
/// all come from one declaration.
@MainActor
struct ParsableOptionsTests {
  /// A command declaring one option of each shape.
  struct DemoCommand: ShellCommand {
    struct Flags: ParsableOptions {
      @Flag(help: "Go fast.") var fast: Bool
      @Option(kind: .positiveInteger, help: "How many.") var count: Int?
      @Option(kind: .text, valueName: "5|6", help: "The language mode.") var swiftVersion: String?
      @Option(kind: .text, valueName: "command", help: "Run this; repeatable.") var `do`: [String]
      @Option(kind: .choice(["26", "27"]), help: "The era.") var xcode: XcodeRelease
    }

    let name = "demo"
    let summary = "A command for the tests."
    let group = CommandGroup.lessons
    let arguments = ArgumentSpec(options: Flags.self)

    func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Flags {
      arguments.decode(Flags.self)
    }

    func run(_ options: Flags, in context: CommandContext) async -> ExitCode { .success }
  }

  private let shell = TestShell(mode: .interactive, extraCommands: [DemoCommand()])

  private func flags(_ line: String) throws -> DemoCommand.Flags {
    guard case .run(let invocation) = try shell.parse(line) else {
      Issue.record("'\(line)' did not parse to a command")
      return DemoCommand.Flags()
    }
    return invocation.arguments.decode(DemoCommand.Flags.self)
  }

  @Test func keysAreThePropertyNamesInDeclarationOrder() {
    let specs = DemoCommand.Flags.optionSpecs
    #expect(specs.map(\.spelling) == ["--fast", "--count", "--swift-version", "--do", "--xcode"])
    #expect(specs.map(\.valueKind) == [nil, .positiveInteger, .text, .text, .choice(["26", "27"])])
    #expect(specs.map(\.isRepeatable) == [false, false, false, true, false])
    #expect(
      specs.map(\.help) == [
        "Go fast.", "How many.", "The language mode.", "Run this; repeatable.", "The era.",
      ])
  }

  @Test func parsedValuesArriveTyped() throws {
    let given = try flags(
      "demo --do 'tap Save' --swift-version=5 --fast --count 3 --do 'tap Undo' --xcode 26")
    #expect(given.fast)
    #expect(given.count == 3)
    #expect(given.swiftVersion == "5")
    #expect(given.do == ["tap Save", "tap Undo"])
    #expect(given.xcode == .v26)

    let none = try flags("demo")
    #expect(!none.fast)
    #expect(none.count == nil)
    #expect(none.swiftVersion == nil)
    #expect(none.do.isEmpty)
    #expect(none.xcode == .current)
  }

  @Test func messagesSpellTheKeyTheParserReads() throws {
    let declared = DemoCommand.Flags.declared
    #expect(declared.$swiftVersion.spelling == "--swift-version")
    #expect(declared.$do.spelling == "--do")
    #expect(try flags("demo --fast").$fast == declared.$fast)
  }

  @Test func unknownOptionsGetTheNearestDeclaredOne() {
    #expect(
      throws: ShellError.unknownOption(
        command: "demo", option: "--swift-versoin", suggestion: "--swift-version")
    ) { try shell.parse("demo --swift-versoin 5") }
    #expect(throws: ShellError.flagWithValue(command: "demo", option: "--fast")) {
      try shell.parse("demo --fast=yes")
    }
    #expect(
      throws: ShellError.invalidValue(
        command: "demo", argument: "--count", value: "0", expected: "a whole number above 0")
    ) { try shell.parse("demo --count 0") }
  }

  @Test func helpAndUsageListTheDeclarations() {
    let formatter = UsageFormatter(mode: .interactive)
    #expect(
      formatter.usage(of: DemoCommand())
        == "demo [--fast] [--count <n>] [--swift-version <5|6>] [--do <command> ...] [--xcode <26|27>]")
    let help = formatter.help(for: DemoCommand(), width: 80)
    let options = help.drop { $0 != "Options:" }.dropFirst()
    #expect(
      Array(options) == [
        "  --fast                 Go fast.",
        "  --count <n>            How many.",
        "  --swift-version <5|6>  The language mode.",
        "  --do <command>         Run this; repeatable.",
        "  --xcode <26|27>        The era.",
        "  -h, --help             Show this help.",
      ])
  }

  @Test func tabCompletesTheDeclaredKeysAndTheirValues() {
    let engine = CompletionEngine(context: shell.context)
    #expect(
      engine.candidates(forLinePrefix: "demo --")
        == ["--fast", "--count", "--swift-version", "--do", "--xcode", "--help"])
    #expect(engine.candidates(forLinePrefix: "demo --fast --s") == ["--swift-version"])
    #expect(engine.candidates(forLinePrefix: "demo --xcode ") == ["26", "27"])
  }

  /// Every registered command's keys come from property names: lowercase words joined by hyphens,
  /// each with a help line.
  @Test func everyCommandsKeysAreKebabCaseWithHelp() {
    for command in shell.context.registry.commands {
      for option in command.arguments.options {
        #expect(option.name.isKebabCase, "\(command.name) \(option.spelling)")
        #expect(!option.help.isEmpty, "\(command.name) \(option.spelling) has no help")
      }
    }
  }

  @Test func propertyNamesBecomeKebabCaseKeys() {
    #expect(OptionName.key(forProperty: "_swiftVersion") == "swift-version")
    #expect(OptionName.key(forProperty: "_do") == "do")
    #expect(OptionName.key(forProperty: "all") == "all")
  }
}
