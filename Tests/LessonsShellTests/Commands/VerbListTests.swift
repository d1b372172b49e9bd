import Foundation
import LessonKit
import LessonPacks
import Testing

@testable import LessonsShell

/// Every verb list in help and errors is derived from `CommandParser`'s table, and a scenario
/// verb's words reach that parser once, as typed.
@MainActor
struct VerbListTests {
  /// The verbs of `text` listed between `start` and `end`: `a, b or c`, `'a', 'b' and 'c'`, `a, b, c`.
  static func listed(in text: String, after start: String, before end: String) throws -> [String] {
    let from = try #require(text.range(of: start), "no '\(start)' in: \(text)")
    let to = try #require(text[from.upperBound...].range(of: end), "no '\(end)' after '\(start)' in: \(text)")
    return text[from.upperBound..<to.lowerBound]
      .replacingOccurrences(of: " or ", with: ", ").replacingOccurrences(of: " and ", with: ", ")
      .components(separatedBy: ", ")
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "' ")) }
  }

  /// The table's verbs of a user's hand on the app, as the messages must list them.
  static let actions = CommandParser.userActionVerbs

  @Test func theTableSaysWhichVerbsAreActions() {
    let names = CommandParser.verbs.map(\.name)
    #expect(Self.actions.allSatisfy(names.contains))
    // The verbs StepPause's list once left out are among them, and nothing that only looks or checks is.
    #expect(Set(["tap", "select", "submit", "set", "focus", "back", "scroll"]).isSubset(of: Self.actions))
    #expect(
      Set(Self.actions).isDisjoint(with: ["tree", "log", "counts", "remount", "advance", "event", "expect"]))
    #expect(!Self.actions.contains { $0.hasPrefix("expect") })
  }

  @Test func theShellOffersEveryActionOfTheTableAndNoOtherVerb() {
    let names = CommandParser.verbs.map(\.name)
    let shellVerbs = ActionVerbCommand.all.map(\.name)
    #expect(shellVerbs.allSatisfy(names.contains))
    #expect(Self.actions.allSatisfy(shellVerbs.contains))
    let overview = HelpCommand.overview(in: TestShell(mode: .interactive).context).joined(separator: "\n")
    for verb in Self.actions {
      #expect(overview.contains("  \(verb) "), "help lists no '\(verb)'")
    }
  }

  @Test func errorsListTheTable() throws {
    let unknown = CommandError.unknownCommand(line: 1, word: "tapp", suggestion: "tap").description
    #expect(try Self.listed(in: unknown, after: "Commands: ", before: ".") == CommandParser.verbs.map(\.name))

    let shell = TestShell(mode: .interactive)
    let noEvents = EventCommand.noEvents(in: shell.context)
    #expect(try Self.listed(in: noEvents, after: "poke it with ", before: ".") == Self.actions)

    let played = PlayScriptRun.noEvents("undo")
    #expect(try Self.listed(in: played, after: "use ", before: ".") == Self.actions)
  }

  @Test func stepModeListsEveryActionButItsOwnWords() throws {
    let pokes = Self.actions.filter { !StepPause.words.contains($0) } + ["event"]
    #expect(StepPause.pokes == pokes)
    #expect(try Self.listed(in: StepPause.hint, after: "back, replay · ", before: " poke") == pokes)
    #expect(try Self.listed(in: StepPause.guide, after: "the session so far; ", before: " poke") == pokes)
  }

  @Test func helpPagesListTheTable() throws {
    let formatter = UsageFormatter(mode: .interactive)
    let run = formatter.help(for: RunCommand(), width: 10_000).joined(separator: " ")
    #expect(
      try Self.listed(in: run, after: "poke it with ", before: ", and inspect") == Self.actions + ["event"])
    let play = formatter.help(for: PlayCommand(), width: 10_000).joined(separator: " ")
    #expect(
      try Self.listed(in: play, after: "In the shell it stays mounted: ", before: " work on it")
        == Self.actions + ["tree", "log", "counts", "remount"])
  }

  @Test func aVerbsWordsReachTheParserOnceAsTyped() throws {
    let shell = TestShell(scenario: FakeScenario())
    guard case .run(let invocation) = try shell.parse("type Title \"Q3 final\"") else {
      Issue.record("'type' did not parse to a command")
      return
    }
    #expect(invocation.arguments.words == ["Title", "Q3 final"])
    #expect(invocation.arguments.positionals.isEmpty)
    #expect(
      try ActionVerbCommand.command("type", words: ["Title", "Q3 final"], named: [])
        == .type("Q3 final", into: "Title"))
  }

  @Test(arguments: [
    ("tap", ShellError.missingArgument(command: "tap", name: "label")),
    ("type Title", .missingArgument(command: "type", name: "text")),
    ("tap Save More", .unexpectedArgument(command: "tap", argument: "More")),
    (
      "inc Quantity 0",
      .invalidValue(command: "inc", argument: "count", value: "0", expected: "a whole number above 0")
    ),
    (
      "inc Quantity 2000",
      .invalidValue(
        command: "inc", argument: "<count>", value: "2000", expected: "a whole number from 1 to 1000")
    ),
    (
      "scroll -3",
      .invalidValue(command: "scroll", argument: "rows", value: "-3", expected: "a whole number above 0")
    ),
    (
      "advance soon",
      .invalidValue(
        command: "advance", argument: "<duration>", value: "soon",
        expected: "a time with its unit, such as 3s or 500ms")
    ),
  ])
  func theParsersErrorsAreSaidAsTheShellSaysThem(line: String, error: ShellError) {
    #expect(throws: error) { try TestShell(scenario: FakeScenario()).parse(line) }
  }
}
