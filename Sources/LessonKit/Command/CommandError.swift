/// A command line that cannot be read (a `play` script's, a `--do`, a pause's): data, with its wording in ``description``.
package enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line starts with a word that is not a command; `suggestion` is the nearest one.
  case unknownCommand(line: Int, word: String, suggestion: String?)
  /// The command has too many or too few arguments; `expected` names them, an optional one in brackets.
  case wrongArguments(line: Int, command: String, expected: [String], got: Int)
  /// `expect-runs VIEW N` with an `N` that is not a count.
  case badCount(line: Int, text: String)
  /// `inc LABEL N` or `dec LABEL N` with an `N` that is not a count of steps.
  case badStepCount(line: Int, command: String, text: String)
  /// `scroll ROWS` with a count that is not a whole number of rows in range.
  case badRowCount(line: Int, text: String)
  /// `advance DURATION` with a duration that is not a time (`3s`, `500ms`, `2m`).
  case badDuration(line: Int, text: String)
  /// The line does not split into words (an unclosed quote).
  case malformed(line: Int, text: String, reason: String)

  package var description: String {
    switch self {
    case .unknownCommand(let line, let word, let suggestion):
      let guess = suggestion.map { " Did you mean '\($0)'?" } ?? ""
      return "line \(line): '\(word)' is not a play command.\(guess) Commands: "
        + CommandParser.verbs.map(\.name).joined(separator: ", ") + "."
    case .wrongArguments(let line, let command, let expected, let got):
      let usage = ([command] + expected).joined(separator: " ")
      let most = expected.count
      let least = expected.filter { !$0.hasPrefix("[") }.count
      let takes = least == most ? "\(most)" : "\(least) or \(most)"
      return "line \(line): '\(command)' takes \(takes) argument\(most == 1 ? "" : "s"), "
        + "got \(got): write `\(usage)` (quote words with spaces)."
    case .badCount(let line, let text):
      return "line \(line): expect-runs needs a count of body evaluations, not '\(text)': "
        + "write `expect-runs VIEW 1`."
    case .badStepCount(let line, let command, let text):
      return
        "line \(line): \(command) LABEL N needs a count of steps from 1 to \(CommandParser.maximumSteps), "
        + "not '\(text)': write `\(command) Quantity 3`."
    case .badRowCount(let line, let text):
      return
        "line \(line): scroll [ROWS] needs a count of rows from 1 to \(CommandParser.maximumSteps), "
        + "not '\(text)': write `scroll` (one screen) or `scroll 20`."
    case .badDuration(let line, let text):
      return "line \(line): advance (or wait) needs a time with its unit, such as 3s, 500ms, 1.5s or 2m, "
        + "not '\(text)': write `advance 3s`."
    case .malformed(let line, let text, let reason):
      return "line \(line): cannot read `\(text)`: \(reason)"
    }
  }
}
