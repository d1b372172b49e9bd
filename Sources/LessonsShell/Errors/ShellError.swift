import LessonKit

/// A mistake in what the user typed, as data; ``ShellErrorRenderer`` words it.
///
/// Cases carry what was typed and what would have been valid, so the message can
/// quote the one and suggest the other.
package enum ShellError: Error, Sendable, Equatable {
  /// The kind of id that was expected.
  package enum IDKind: String, Sendable, Equatable {
    case lesson
    case exercise
  }

  // MARK: The line itself

  /// The line is not valid UTF-8.
  case invalidUTF8
  /// The line holds a control character (other than tab) at a 1-based column.
  case controlCharacter(scalar: UInt32, column: Int)
  /// The line is longer than the shell accepts.
  case lineTooLong(bytes: Int, limit: Int)
  /// A quote is opened and never closed.
  case unterminatedQuote(Character)
  /// The line ends with a backslash that escapes nothing.
  case danglingBackslash

  // MARK: Commands and arguments

  /// No command has this name.
  case unknownCommand(String, suggestion: String?)
  /// A top-level option (`lessons --x`) is not known.
  case unknownGlobalOption(String, suggestion: String?)
  /// The command has no such option.
  case unknownOption(command: String, option: String, suggestion: String?)
  /// An option that needs a value came last.
  case missingOptionValue(command: String, option: String, valueName: String)
  /// A flag was given a value (`--fixed=yes`).
  case flagWithValue(command: String, option: String)
  /// A value does not fit its kind (`--count many`).
  case invalidValue(command: String, argument: String, value: String, expected: String)
  /// A word is not one of a fixed set (`code borken`).
  case invalidChoice(command: String, argument: String, value: String, choices: [String])
  /// An id is not in the catalog.
  case unknownID(command: String, kind: IDKind, id: String, suggestion: String?)
  /// A required positional is missing.
  case missingArgument(command: String, name: String)
  /// More positionals than the command takes.
  case unexpectedArgument(command: String, argument: String)
  /// Two arguments that exclude each other.
  case conflictingArguments(command: String, first: String, second: String)
  /// An option that only shapes what another one asks for, given without it (`--room` without `--html`).
  case optionWithout(command: String, option: String, needs: String, shapes: String)
  /// A step number beyond the lesson's scenario (`picture draft-title --step 9`).
  case stepOutOfRange(command: String, lessonID: String, step: Int, count: Int)
  /// A file the command was asked to write could not be written.
  case unwritableFile(command: String, path: String, reason: String)
  /// A word typed at the pause of `run --step` that the pause does not know.
  case unknownPauseCommand(String, suggestion: String?)
  /// A scenario verb at the pause before the first step, when nothing is mounted yet.
  case nothingMountedYet(command: String)

  // MARK: Session state

  /// A shell-only command was used as `lessons NAME`.
  case shellOnly(command: String)
  /// A scenario verb was used with nothing mounted.
  case noScenarioMounted(command: String)
  /// A command that works on the open lesson was used before `open ID`.
  case noLessonOpen(command: String)

  /// The exit status this error ends a command with.
  package var exitCode: ExitCode { .usageError }

  /// The command whose usage should follow the message, if any.
  var commandForUsage: String? {
    switch self {
    case .unknownOption(let command, _, _), .missingOptionValue(let command, _, _),
      .flagWithValue(let command, _), .invalidValue(let command, _, _, _),
      .invalidChoice(let command, _, _, _), .missingArgument(let command, _),
      .unexpectedArgument(let command, _), .conflictingArguments(let command, _, _),
      .optionWithout(let command, _, _, _):
      command
    default:
      nil
    }
  }
}

extension ShellError {
  /// The shell's error for a line that does not split into words.
  init(_ failure: LineTokenizer.Failure) {
    switch failure {
    case .unterminatedQuote(let quote): self = .unterminatedQuote(quote)
    case .danglingBackslash: self = .danglingBackslash
    }
  }

  /// The words of a typed line, as the shell splits them, or the shell's error.
  static func words(of line: String) throws(ShellError) -> [String] {
    do throws(LineTokenizer.Failure) {
      return try LineTokenizer.tokenize(line)
    } catch {
      throw ShellError(error)
    }
  }
}
