import LessonKit

/// `tap LABEL`, `type LABEL TEXT`, `toggle LABEL`, `inc`/`dec LABEL [N]`, `select [PICKER] OPTION`,
/// `set LABEL VALUE`, `submit LABEL`, `focus LABEL`, `dismiss`, `back` and `scroll [ROWS]`: a user action on the mounted scenario.
///
/// The verb and its arguments are ``CommandParser``'s: the shell hands the words as typed to
/// the parser that reads a `play` script, once, so each verb takes the same arguments everywhere.
/// They differ only in the verb and the summary.
struct ActionVerbCommand: ShellCommand {
  let name: String
  let summary: String
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments: ArgumentSpec

  /// The verb `name` of ``CommandParser``, its arguments as the shell's positionals.
  init(_ name: String, summary: String, labelHelp: String = ScenarioVerb.label.help) {
    self.name = name
    self.summary = summary
    let verb = CommandParser.verb(named: name)
    precondition(verb != nil, "'\(name)' is no verb of CommandParser")
    arguments = .wordsFor((verb?.arguments ?? []).map { Self.positional($0, labelHelp: labelHelp) })
  }

  /// Every action verb, in the order `help` lists them.
  static let all = [
    ActionVerbCommand("tap", summary: "Press a button in the mounted scenario."),
    ActionVerbCommand(
      "type", summary: "Replace a text field's text in the mounted scenario: type Title \"New title\"."),
    ActionVerbCommand("toggle", summary: "Flip a toggle in the mounted scenario."),
    ActionVerbCommand("inc", summary: "Step a stepper up (N times) in the mounted scenario."),
    ActionVerbCommand("dec", summary: "Step a stepper down (N times) in the mounted scenario."),
    ActionVerbCommand(
      "select",
      summary: "Choose a picker's option in the mounted scenario: select Flavor Vanilla (or select Vanilla).",
      labelHelp: "The picker's label as shown by 'tree', or the option alone when one picker offers it."),
    ActionVerbCommand(
      "set",
      summary:
        "Give a control that holds a value that value in the mounted scenario: set Volume 0.8, set Notes \"hi\".",
      labelHelp: "A slider's, colour picker's, text field's, toggle's or picker's label as shown by 'tree'."),
    ActionVerbCommand(
      "submit",
      summary: "Press Return in a text field of the mounted scenario, running its .onSubmit actions.",
      labelHelp: "A text field's label as shown by 'tree'."),
    ActionVerbCommand(
      "focus", summary: "Give a text field focus in the mounted scenario, as tapping into it would.",
      labelHelp: "A text field's label as shown by 'tree'."),
    ActionVerbCommand("dismiss", summary: "Swipe the top sheet of the mounted scenario away."),
    ActionVerbCommand("back", summary: "Press the navigation back button of the mounted scenario."),
    ActionVerbCommand(
      "scroll",
      summary:
        "Scroll the lists and lazy stacks of the mounted scenario: their next rows are built (scroll 20)."),
    ActionVerbCommand(
      "advance",
      summary:
        "Move the mounted scenario's clock on, waking the sleeps, delays and timer ticks due: advance 3s."),
    ActionVerbCommand(
      "wait",
      summary: "Let time pass on the mounted scenario's clock, as advance does: wait 5s."),
  ]

  /// The shell's positional for one of the parser's argument names (`LABEL`, `TEXT`, `[N]`).
  ///
  /// The shell fills positionals from the left, so `select [PICKER] OPTION` is a label and
  /// an optional option: the parser reads one word as the option, two as picker and option.
  private static func positional(_ argument: String, labelHelp: String) -> PositionalSpec {
    switch argument {
    case "TEXT": PositionalSpec("text", kind: .text, help: "The new text (quote it if it has spaces).")
    case "VALUE":
      PositionalSpec(
        "value", kind: .text,
        help: "The value, read as the control's: a number, a colour's name, a text, on/off, an option.")
    case "OPTION":
      PositionalSpec(
        "option", kind: .text, arity: .optional, help: "The option to choose, after the picker's label.")
    case "[ROWS]":
      PositionalSpec(
        "rows", kind: .positiveInteger, arity: .optional,
        help: "How many more rows to build, 1 to \(CommandParser.maximumSteps) (default: one screen).")
    case "DURATION":
      PositionalSpec("duration", kind: .text, help: "How far: a number and its unit, as 3s, 500ms or 2m.")
    case "[N]":
      PositionalSpec(
        "count", kind: .positiveInteger, arity: .optional,
        help: "How many steps, 1 to \(CommandParser.maximumSteps) (default 1).")
    default: PositionalSpec("label", kind: .controlLabel, help: labelHelp)
    }
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Command {
    let command = try Self.command(name, words: arguments.words, named: self.arguments.positionals)
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return command
  }

  /// The command `verb` and its `words` (as typed) make, read once by the one parser; its errors
  /// said as the shell says a missing, extra or bad argument (`event` reads its words here too).
  ///
  /// - Parameter positionals: the names the shell gives the verb's arguments, in order.
  static func command(_ verb: String, words: [String], named positionals: [PositionalSpec]) throws(ShellError)
    -> Command
  {
    let command: Command?
    do {
      command = try CommandParser.parse(words: [verb] + words, line: 1)
    } catch .wrongArguments(_, _, let expected, let got) {
      let fewest = expected.filter { !$0.hasPrefix("[") }.count
      if got < fewest, got < positionals.count {
        throw .missingArgument(command: verb, name: positionals[got].name)
      }
      throw .unexpectedArgument(command: verb, argument: words[min(expected.count, words.count - 1)])
    } catch .badStepCount(_, _, let text) where !isPositiveInteger(text) {
      throw notPositive(text, verb: verb, argument: positionals.last?.name ?? verb)
    } catch .badStepCount(_, _, let text) {
      throw .invalidValue(
        command: verb, argument: "<count>", value: text,
        expected: "a whole number from 1 to \(CommandParser.maximumSteps)")
    } catch .badRowCount(_, let text) where !isPositiveInteger(text) {
      throw notPositive(text, verb: verb, argument: positionals.last?.name ?? verb)
    } catch .badDuration(_, let text) {
      throw .invalidValue(
        command: verb, argument: "<duration>", value: text,
        expected: "a time with its unit, such as 3s or 500ms")
    } catch {
      // The parser's own words say what would work.
      throw .invalidValue(
        command: verb, argument: "<\(positionals.first?.name ?? verb)>", value: words.joined(separator: " "),
        expected: error.description)
    }
    // Never: the words start with the verb.
    guard let command else { throw .missingArgument(command: verb, name: verb) }
    return command
  }

  /// Whether `text` is a count at all (`0`, `-2` and `x` are not; `2000` is, though too many).
  private static func isPositiveInteger(_ text: String) -> Bool {
    Int(text).map { $0 > 0 } ?? false
  }

  /// What the shell says of a count that is no whole number above 0, as it says it of any such argument.
  private static func notPositive(_ text: String, verb: String, argument: String) -> ShellError {
    .invalidValue(command: verb, argument: argument, value: text, expected: "a whole number above 0")
  }

  func run(_ command: Command, in context: CommandContext) async -> ExitCode {
    // One action per step, as a learner pressing N times would (each step flushes and logs).
    for step in command.steps {
      let code = await ScenarioVerb.perform(step, command: name, in: context)
      if code != .success { return code }
    }
    return .success
  }
}
