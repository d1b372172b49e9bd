import StateRuntime
import WorkbenchSupport

/// One command of a `play` script (`--do`, a `--script` line): the scenario verbs and two expectations.
///
/// ```text
/// tap Save
/// type Name "Ada"
/// expect Name Ada          # what the control shows
/// expect-runs Greeting 1   # body evaluations during the last command
/// ```
enum PlayScriptCommand: Equatable, Sendable, CustomStringConvertible {
  /// A user action on a control (`tap`, `type`, `toggle`, `inc`, `dec`, `select`, `submit`).
  case perform(ControlAction)
  /// `tree`: the screen now.
  case tree
  /// `log`: the invalidation log since mount.
  case log
  /// `counts`: body evaluations per view since mount.
  case counts
  /// `reset`: mount again with fresh state.
  case reset
  /// `expect LABEL VALUE`: the control (or text) labelled LABEL shows VALUE.
  case expectValue(label: String, value: String)
  /// `expect-runs VIEW N`: VIEW's body ran N times during the last command.
  case expectRuns(view: String, count: Int)

  /// The words a script may start a line with.
  static let words = [
    "tap", "type", "toggle", "inc", "dec", "select", "submit", "tree", "log", "counts", "reset", "expect",
    "expect-runs",
  ]

  /// The line as a script would spell it.
  var description: String {
    switch self {
    case .perform(.tap(let label)): "tap \(Self.quoted(label))"
    case .perform(.type(let text, let label)): "type \(Self.quoted(label)) \(Self.quoted(text))"
    case .perform(.toggle(let label)): "toggle \(Self.quoted(label))"
    case .perform(.increment(let label)): "inc \(Self.quoted(label))"
    case .perform(.decrement(let label)): "dec \(Self.quoted(label))"
    case .perform(.submit(let label)): "submit \(Self.quoted(label))"
    case .perform(.select(let option, nil)): "select \(Self.quoted(option))"
    case .perform(.select(let option, let label?)): "select \(Self.quoted(label)) \(Self.quoted(option))"
    case .tree: "tree"
    case .log: "log"
    case .counts: "counts"
    case .reset: "reset"
    case .expectValue(let label, let value): "expect \(Self.quoted(label)) \(Self.quoted(value))"
    case .expectRuns(let view, let count): "expect-runs \(view) \(count)"
    }
  }

  private static func quoted(_ word: String) -> String {
    word.isEmpty || word.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" })
      ? "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\"" : word
  }

  /// Parses one line; `nil` for a blank or comment line.
  ///
  /// - Parameter line: the 1-based line number in a script, or the `--do` position, for errors.
  static func parse(_ text: String, line: Int) throws(PlayScriptError) -> PlayScriptCommand? {
    let words: [String]
    do {
      words = try LineTokenizer.tokenize(text)
    } catch .unterminatedQuote(let quote) {
      throw .malformed(line: line, text: text, reason: "the \(quote) opened in it is never closed.")
    } catch {
      throw .malformed(line: line, text: text, reason: "it ends with a backslash that escapes nothing.")
    }
    guard let verb = words.first else { return nil }
    let rest = Array(words.dropFirst())
    func arguments(_ names: String...) throws(PlayScriptError) -> [String] {
      guard rest.count == names.count else {
        throw .wrongArguments(line: line, command: verb, expected: names, got: rest.count)
      }
      return rest
    }
    switch verb {
    case "tap": return .perform(.tap(try arguments("LABEL")[0]))
    case "type":
      let given = try arguments("LABEL", "TEXT")
      return .perform(.type(given[1], into: given[0]))
    case "toggle": return .perform(.toggle(try arguments("LABEL")[0]))
    case "inc": return .perform(.increment(try arguments("LABEL")[0]))
    case "dec": return .perform(.decrement(try arguments("LABEL")[0]))
    case "submit": return .perform(.submit(try arguments("LABEL")[0]))
    case "select":
      // `select OPTION` (the one picker offering it) or `select PICKER OPTION`, as `type LABEL TEXT`.
      if rest.count == 1 { return .perform(.select(rest[0], in: nil)) }
      let given = try arguments("PICKER", "OPTION")
      return .perform(.select(given[1], in: given[0]))
    case "tree":
      _ = try arguments()
      return .tree
    case "log":
      _ = try arguments()
      return .log
    case "counts":
      _ = try arguments()
      return .counts
    case "reset":
      _ = try arguments()
      return .reset
    case "expect":
      let given = try arguments("LABEL", "VALUE")
      return .expectValue(label: given[0], value: given[1])
    case "expect-runs":
      let given = try arguments("VIEW", "N")
      guard let count = Int(given[1]), count >= 0 else {
        throw .badCount(line: line, text: given[1])
      }
      return .expectRuns(view: given[0], count: count)
    default:
      throw .unknownCommand(
        line: line, word: verb, suggestion: Suggestion.nearest(to: verb, among: Self.words))
    }
  }

  /// Parses a script's text: one command per line, `#` comments and blank lines skipped.
  static func parseScript(_ text: String) throws(PlayScriptError) -> [PlayScriptCommand] {
    var commands: [PlayScriptCommand] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let command = try parse(String(line), line: index + 1) { commands.append(command) }
    }
    return commands
  }
}
