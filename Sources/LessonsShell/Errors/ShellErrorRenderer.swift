import WorkbenchSupport

/// Words every ``ShellError``: quotes what was typed, says what was expected, suggests a fix.
///
/// The only place error wording lives, so messages stay consistent and tests can
/// pin them down one case at a time.
@MainActor
package struct ShellErrorRenderer {
  var registry: CommandRegistry
  var catalog: any CatalogProvider
  var mode: ShellMode

  /// A renderer that words usage and hints for `mode` (with or without `lessons ` in front).
  package init(registry: CommandRegistry, catalog: any CatalogProvider, mode: ShellMode) {
    self.registry = registry
    self.catalog = catalog
    self.mode = mode
  }

  /// The lines to print for `error`: the message, then usage or a hint where they help.
  package func render(_ error: ShellError) -> [String] {
    var lines = ["Error: " + message(for: error)]
    if let hint = hint(for: error) {
      lines.append(hint)
    }
    if let name = error.commandForUsage, let command = registry.command(named: name) {
      lines.append("Usage: " + UsageFormatter(mode: mode).usage(of: command))
    }
    return lines
  }

  /// The first line of the rendering, without the `Error: ` prefix.
  package func message(for error: ShellError) -> String {
    switch error {
    case .invalidUTF8:
      return "The line is not valid UTF-8; it was ignored."
    case .controlCharacter(let scalar, let column):
      return "The line contains the control character \(Self.codePoint(scalar)) at column \(column); "
        + "it was ignored."
    case .lineTooLong(let bytes, let limit):
      return "The line is \(bytes) bytes long; the limit is \(limit). It was ignored."
    case .unterminatedQuote(let quote):
      return "Missing closing \(quote): the quote opened in this line is never closed."
    case .danglingBackslash:
      return "The line ends with a backslash; there is nothing after it to escape."
    case .unknownCommand(let typed, let suggestion):
      return "Unknown command '\(typed)'." + Self.didYouMean(suggestion)
    case .unknownGlobalOption(let typed, let suggestion):
      return "Unknown option '\(typed)'." + Self.didYouMean(suggestion)
    case .unknownOption(let command, let option, let suggestion):
      return "Unknown option '\(option)' for '\(command)'." + Self.didYouMean(suggestion)
    case .missingOptionValue(let command, let option, let valueName):
      return "Missing value for '\(option)' of '\(command)': expected <\(valueName)>."
    case .flagWithValue(let command, let option):
      return "The option '\(option)' of '\(command)' takes no value."
    case .invalidValue(let command, let argument, let value, let expected):
      return "Invalid value '\(value)' for '\(argument)' of '\(command)': expected \(expected)."
    case .invalidChoice(let command, let argument, let value, let choices):
      let suggestion = Suggestion.nearest(to: value, among: choices)
      return "Invalid value '\(value)' for <\(argument)> of '\(command)': expected "
        + Self.alternatives(choices) + "." + Self.didYouMean(suggestion)
    case .unknownID(_, let kind, let id, let suggestion):
      return "Unknown \(kind.rawValue) '\(id)'." + Self.didYouMean(suggestion)
    case .missingArgument(let command, let name):
      return "Missing <\(name)> for '\(command)'."
    case .unexpectedArgument(let command, let argument):
      return "Unexpected argument '\(argument)' for '\(command)'."
    case .conflictingArguments(let command, let first, let second):
      return "'\(first)' and '\(second)' cannot be used together in '\(command)'."
    case .optionWithout(let command, let option, let needs, let shapes):
      return "'\(option)' of '\(command)' shapes \(shapes), which only '\(needs)' writes: add '\(needs)'."
    case .stepOutOfRange(let command, let lessonID, let step, let count):
      return "'\(command)': \(lessonID) has \(count) steps, so there is no step \(step). "
        + "Give \(PictureCommand.flags.$step) 1 to \(count)."
    case .unwritableFile(let command, let path, let reason):
      return "'\(command)' could not write '\(path)': \(reason). "
        + "Give a path in a folder that exists and that you may write to."
    case .unknownPauseCommand(let typed, let suggestion):
      return "'\(typed)' does nothing at the pause." + Self.didYouMean(suggestion)
    case .nothingMountedYet(let command):
      return "'\(command)' needs the app, and nothing is mounted before step 1."
    case .shellOnly(let command):
      return "'\(command)' works only inside the shell."
    case .noScenarioMounted(let command):
      return "'\(command)' needs a mounted scenario, and none is mounted."
    case .noLessonOpen(let command):
      return "'\(command)' works on the open lesson, and no lesson is open."
    }
  }

  private func hint(for error: ShellError) -> String? {
    switch error {
    case .unknownCommand("reset", nil):
      // The word once meant two things; say which two words replaced it.
      return "'reset' is now two commands: 'remount' mounts the running scenario afresh, "
        + "'\(mode.commandPrefix)restore ID' puts an exercise's starting file back."
    case .unknownCommand(_, nil):
      return "Type '\(mode.commandPrefix)help' to see all commands."
    case .unknownID(_, let kind, _, nil):
      let ids = (kind == .lesson ? catalog.lessons : catalog.exercises).map(\.id)
      return "Known \(kind.rawValue)s: " + ids.joined(separator: ", ") + "."
    case .missingArgument(_, "id") where mode.isShell:
      return "Give an id, or choose a lesson first with 'open ID'."
    case .shellOnly(let command):
      return "Start the shell with 'lessons', then type '\(command)'."
    case .unknownPauseCommand:
      return StepPause.guide
    case .nothingMountedYet:
      return "Press Return to run step 1, which mounts it."
    case .noScenarioMounted:
      return "Mount one with 'run ID' (see 'list' for ids)."
    case .noLessonOpen:
      return "Open one with 'open ID' (see 'list' for ids)."
    default:
      return nil
    }
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " Did you mean '\($0)'?" } ?? ""
  }

  private static func alternatives(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last else { return "nothing" }
    if quoted.count == 1 { return last }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  private static func codePoint(_ scalar: UInt32) -> String {
    let hex = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
