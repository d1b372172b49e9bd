import StateRuntime
import WorkbenchSupport

/// One command of a `play` script (`--do`, a `--script` line): the scenario verbs and two expectations.
///
/// ```text
/// tap Save
/// type Name "Ada"
/// expect Name Ada          # what the control shows
/// expect-runs Greeting 1   # body evaluations during the last command
/// expect-disabled Save     # the control is there and disabled
/// expect-absent "Undo"     # nothing on screen is labelled so
/// expect-warning "Modifying state during view update"   # the last command raised it
/// expect-output "Saved"    # the played code printed it during the last command
/// expect-presented NoteEditor   # a sheet, alert, dialog or pushed screen of that view or title
/// expect-focused Title     # the text field labelled so has focus
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
  /// `back`: the navigation back button of the innermost stack with a pushed screen.
  case back
  /// `dismiss`: swipe the top sheet, alert or dialog away.
  case dismiss
  /// `expect LABEL VALUE`: the control (or text) labelled LABEL shows VALUE.
  case expectValue(label: String, value: String)
  /// `expect-runs VIEW N`: VIEW's body ran N times during the last command.
  case expectRuns(view: String, count: Int)
  /// `expect-disabled LABEL`: the control labelled LABEL is on screen and disabled.
  case expectDisabled(label: String)
  /// `expect-absent LABEL`: no control or text labelled LABEL is on screen.
  case expectAbsent(label: String)
  /// `expect-warning TEXT`: the last command raised a runtime issue whose message contains TEXT.
  case expectWarning(text: String)
  /// `expect-output TEXT`: the played code printed TEXT during the last command.
  case expectOutput(text: String)
  /// `expect-presented VIEW`: a pushed screen, sheet, alert or dialog of that view type or title is on screen.
  case expectPresented(view: String)
  /// `expect-focused LABEL`: the text field labelled LABEL has focus.
  case expectFocused(label: String)

  /// The words a script may start a line with.
  static let words = [
    "tap", "type", "toggle", "inc", "dec", "select", "submit", "tree", "log", "counts", "reset", "back",
    "dismiss", "expect",
    "expect-runs", "expect-disabled", "expect-absent", "expect-warning", "expect-output", "expect-presented",
    "expect-focused",
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
    case .back: "back"
    case .dismiss: "dismiss"
    case .expectValue(let label, let value): "expect \(Self.quoted(label)) \(Self.quoted(value))"
    case .expectRuns(let view, let count): "expect-runs \(view) \(count)"
    case .expectDisabled(let label): "expect-disabled \(Self.quoted(label))"
    case .expectAbsent(let label): "expect-absent \(Self.quoted(label))"
    case .expectWarning(let text): "expect-warning \(Self.quoted(text))"
    case .expectOutput(let text): "expect-output \(Self.quoted(text))"
    case .expectPresented(let view): "expect-presented \(Self.quoted(view))"
    case .expectFocused(let label): "expect-focused \(Self.quoted(label))"
    }
  }

  private static func quoted(_ word: String) -> String {
    word.isEmpty || word.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" })
      ? "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\"" : word
  }

  /// Parses one line into its commands: none for a blank or comment line, N for `inc LABEL N`
  /// or `dec LABEL N` (N steps, each a command of its own, as in the shell), else one.
  static func parseLine(_ text: String, line: Int) throws(PlayScriptError) -> [PlayScriptCommand] {
    let words = (try? LineTokenizer.tokenize(text)) ?? []
    if let verb = words.first, verb == "inc" || verb == "dec", words.count == 3 {
      guard let count = Int(words[2]), (1...1000).contains(count) else {
        throw .badStepCount(line: line, command: verb, text: words[2])
      }
      let action: ControlAction = verb == "inc" ? .increment(words[1]) : .decrement(words[1])
      return Array(repeating: .perform(action), count: count)
    }
    return try parse(text, line: line).map { [$0] } ?? []
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
    case "back":
      _ = try arguments()
      return .back
    case "dismiss":
      _ = try arguments()
      return .dismiss
    case "expect":
      let given = try arguments("LABEL", "VALUE")
      return .expectValue(label: given[0], value: given[1])
    case "expect-runs":
      let given = try arguments("VIEW", "N")
      guard let count = Int(given[1]), count >= 0 else {
        throw .badCount(line: line, text: given[1])
      }
      return .expectRuns(view: given[0], count: count)
    case "expect-disabled": return .expectDisabled(label: try arguments("LABEL")[0])
    case "expect-absent": return .expectAbsent(label: try arguments("LABEL")[0])
    case "expect-warning": return .expectWarning(text: try arguments("TEXT")[0])
    case "expect-output": return .expectOutput(text: try arguments("TEXT")[0])
    case "expect-presented": return .expectPresented(view: try arguments("VIEW")[0])
    case "expect-focused": return .expectFocused(label: try arguments("LABEL")[0])
    default:
      throw .unknownCommand(
        line: line, word: verb, suggestion: Suggestion.nearest(to: verb, among: Self.words))
    }
  }

  /// Parses a script's text: one command per line, `#` comments and blank lines skipped.
  static func parseScript(_ text: String) throws(PlayScriptError) -> [PlayScriptCommand] {
    var commands: [PlayScriptCommand] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      commands += try parseLine(String(line), line: index + 1)
    }
    return commands
  }
}
