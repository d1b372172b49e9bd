import StateRuntime
import WorkbenchSupport

/// Reads ``Command``s from words: the one parser behind a `play` script, `play --do`,
/// the shell's scenario verbs, step mode's pokes and the lessons' scenarios.
///
/// Each verb has one arity (``Verb``), so a line means the same wherever it is typed.
/// Splitting a line into words is the shell's tokenizer's job (quotes, `#` comments).
///
/// ```text
/// tap Save
/// type Name "Ada"          # type LABEL TEXT
/// inc Quantity 3           # three steps, each a step of its own
/// select Flavor Vanilla    # select [PICKER] OPTION
/// set Volume 0.8           # set LABEL VALUE: a slider, colour picker, editor, field, toggle…
/// scroll                   # the lists on screen build one more screen of rows
/// expect Name Ada          # what the control shows
/// expect-runs Greeting 1   # body evaluations during the last command
/// advance 3s               # the clock moves on three seconds: 3 ticks of a timer
/// wait 3s                  # the same as advance 3s
/// ```
package enum CommandParser {
  /// One verb: its name, its arguments, and how its words make a command.
  package struct Verb: Sendable {
    /// The word a line starts with (`tap`, `expect-runs`).
    package let name: String
    /// The arguments, in order, as usage writes them (`LABEL`, `TEXT`); an optional one is in brackets (`[N]`).
    package let arguments: [String]
    let make: @Sendable (_ words: [String], _ line: Int) throws(CommandError) -> Command

    /// The fewest arguments the verb takes.
    package var fewestArguments: Int { arguments.filter { !$0.hasPrefix("[") }.count }

    /// Whether the verb's command changes the app (``Command/changesApp``): `tap` does, `tree` only looks.
    package var changesApp: Bool {
      // Every argument "1" is valid for every verb (a label, a text, a count).
      (try? make(Array(repeating: "1", count: arguments.count), 1))?.changesApp ?? true
    }

    init(
      _ name: String, _ arguments: [String] = [],
      make: @escaping @Sendable (_ words: [String], _ line: Int) throws(CommandError) -> Command
    ) {
      self.name = name
      self.arguments = arguments
      self.make = make
    }

    init(_ name: String, _ argument: String, _ command: @escaping @Sendable (String) -> Command) {
      self.init(name, [argument]) { words, _ in command(words[0]) }
    }

    init(_ name: String, _ command: Command) {
      self.init(name) { _, _ in command }
    }
  }

  /// The most steps one `inc LABEL N` or `dec LABEL N` takes.
  package static let maximumSteps = 1000

  /// Every verb, in the order an unknown word's error lists them.
  package static let verbs: [Verb] = [
    Verb("tap", "LABEL") { .tap($0) },
    Verb("type", ["LABEL", "TEXT"]) { words, _ in .type(words[1], into: words[0]) },
    Verb("toggle", "LABEL") { .toggle($0) },
    Verb("inc", ["LABEL", "[N]"]) { words, line throws(CommandError) in
      try stepped(.increment(words[0]), verb: "inc", count: words.dropFirst().first, line: line)
    },
    Verb("dec", ["LABEL", "[N]"]) { words, line throws(CommandError) in
      try stepped(.decrement(words[0]), verb: "dec", count: words.dropFirst().first, line: line)
    },
    // `select OPTION` (the one picker offering it) or `select PICKER OPTION`, as `type LABEL TEXT`.
    Verb("select", ["[PICKER]", "OPTION"]) { words, _ in
      .control(.select(words[words.count - 1], in: words.count == 2 ? words[0] : nil))
    },
    // `set LABEL VALUE`: a control that holds a value takes it, read as its value's type.
    Verb("set", ["LABEL", "VALUE"]) { words, _ in .control(.set(words[0], to: words[1])) },
    Verb("submit", "LABEL") { .control(.submit($0)) },
    Verb("tree", .tree),
    Verb("log", .log),
    Verb("counts", .counts),
    Verb("remount", .remount),
    Verb("advance", ["DURATION"]) { words, line throws(CommandError) in
      guard let duration = DurationWords.duration(words[0]) else {
        throw .badDuration(line: line, text: words[0])
      }
      return .advance(duration)
    },
    // `wait 5s`: the same as `advance 5s`, in the words of someone watching a ticking view.
    Verb("wait", ["DURATION"]) { words, line throws(CommandError) in
      guard let duration = DurationWords.duration(words[0]) else {
        throw .badDuration(line: line, text: words[0])
      }
      return .advance(duration)
    },
    Verb("back", .goBack),
    Verb("dismiss", .dismiss),
    // `scroll` (one screen of rows) or `scroll ROWS`: the lists and lazy stacks on screen build more rows.
    Verb("scroll", ["[ROWS]"]) { words, line throws(CommandError) in
      guard let text = words.first else { return .perform(.scroll(rows: nil)) }
      guard let rows = Int(text), (1...maximumSteps).contains(rows) else {
        throw .badRowCount(line: line, text: text)
      }
      return .perform(.scroll(rows: rows))
    },
    Verb("focus", "LABEL") { .focus($0) },
    // `event NAME N`: the event N times, each a step of its own, as `inc LABEL N`.
    Verb("event", ["NAME", "[N]"]) { words, line throws(CommandError) in
      try stepped(.event(words[0]), verb: "event", count: words.dropFirst().first, line: line)
    },
    Verb("expect", ["LABEL", "VALUE"]) { words, _ in .expect(.value(label: words[0], shows: words[1])) },
    Verb("expect-runs", ["VIEW", "N"]) { words, line throws(CommandError) in
      guard let count = Int(words[1]), count >= 0 else { throw .badCount(line: line, text: words[1]) }
      return .expect(.runs(view: words[0], count: count))
    },
    Verb("expect-disabled", "LABEL") { .expect(.disabled(label: $0)) },
    Verb("expect-absent", "LABEL") { .expect(.absent(label: $0)) },
    Verb("expect-warning", "TEXT") { .expect(.warning(text: $0)) },
    Verb("expect-output", "TEXT") { .expect(.output(text: $0)) },
    Verb("expect-log", "TEXT") { .expect(.log(text: $0)) },
    Verb("expect-presented", "VIEW") { .expect(.presented(view: $0)) },
    Verb("expect-focused", "LABEL") { .expect(.focused(label: $0)) },
    Verb("expect-fact", ["NAME", "VALUE"]) { words, _ in .expect(.fact(name: words[0], shows: words[1])) },
  ]

  /// The verb called `name`, if there is one.
  package static func verb(named name: String) -> Verb? {
    verbs.first { $0.name == name }
  }

  /// Parses the words of one line; `nil` when there are none.
  package static func parse(words: [String], line: Int) throws(CommandError) -> Command? {
    guard let name = words.first else { return nil }
    guard let verb = verb(named: name) else {
      throw .unknownCommand(
        line: line, word: name, suggestion: Suggestion.nearest(to: name, among: verbs.map(\.name)))
    }
    let arguments = Array(words.dropFirst())
    guard (verb.fewestArguments...verb.arguments.count).contains(arguments.count) else {
      throw .wrongArguments(line: line, command: name, expected: verb.arguments, got: arguments.count)
    }
    return try verb.make(arguments, line)
  }

  /// The command as a script line that parses back to it (`type Name "Ada Lovelace"`, `inc Quantity 3`).
  package static func line(for command: Command) -> String {
    switch command {
    case .mount: "mount"
    case .perform(.tap(let label)): "tap \(quoted(label))"
    case .perform(.type(let text, let label)): "type \(quoted(label)) \(quoted(text))"
    case .perform(.toggle(let label)): "toggle \(quoted(label))"
    case .perform(.increment(let label)): "inc \(quoted(label))"
    case .perform(.decrement(let label)): "dec \(quoted(label))"
    case .perform(.submit(let label)): "submit \(quoted(label))"
    case .perform(.select(let option, nil)): "select \(quoted(option))"
    case .perform(.select(let option, let label?)): "select \(quoted(label)) \(quoted(option))"
    case .perform(.focus(let label)): "focus \(quoted(label))"
    case .perform(.set(let label, let value)): "set \(quoted(label)) \(quoted(value))"
    case .perform(.dismiss): "dismiss"
    case .perform(.goBack): "back"
    case .perform(.scroll(nil)): "scroll"
    case .perform(.scroll(let rows?)): "scroll \(rows)"
    case .event(let name): "event \(quoted(name))"
    case .repeated(let inner, let times): "\(line(for: inner)) \(times)"
    case .remount: "remount"
    case .advance(let duration): "advance \(DurationWords.words(for: duration))"
    case .tree: "tree"
    case .log: "log"
    case .counts: "counts"
    case .expect(.value(let label, let value)): "expect \(quoted(label)) \(quoted(value))"
    case .expect(.runs(let view, let count)): "expect-runs \(view) \(count)"
    case .expect(.disabled(let label)): "expect-disabled \(quoted(label))"
    case .expect(.absent(let label)): "expect-absent \(quoted(label))"
    case .expect(.warning(let text)): "expect-warning \(quoted(text))"
    case .expect(.output(let text)): "expect-output \(quoted(text))"
    case .expect(.log(let text)): "expect-log \(quoted(text))"
    case .expect(.presented(let view)): "expect-presented \(quoted(view))"
    case .expect(.focused(let label)): "expect-focused \(quoted(label))"
    case .expect(.fact(let name, let value)): "expect-fact \(quoted(name)) \(quoted(value))"
    }
  }

  /// `inc LABEL N`: N steps, each a command of its own, as a learner pressing N times.
  private static func stepped(
    _ command: Command, verb: String, count text: String?, line: Int
  ) throws(CommandError) -> Command {
    guard let text else { return command }
    guard let count = Int(text), (1...maximumSteps).contains(count) else {
      throw .badStepCount(line: line, command: verb, text: text)
    }
    return count == 1 ? command : .repeated(command, times: count)
  }

  private static func quoted(_ word: String) -> String {
    // A word starting with `#` would read back as a comment.
    word.isEmpty || word.hasPrefix("#") || word.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" })
      ? "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\"" : word
  }
}
