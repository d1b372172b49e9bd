import StateRuntime

/// One command of the one vocabulary: what a lesson's step does, what the shell's
/// verbs and a `play` script line say, and what step mode pokes with.
///
/// A user action is the runtime's own ``StateRuntime/ControlAction``; around it, an
/// outside event, a repetition, the readers (`tree`, `log`, `counts`), `remount`, and
/// the expectations a script checks. ``CommandParser`` reads them from words.
///
/// ```swift
/// ScenarioStep("Rename it", .type("Q3 final", into: "Title"))
/// try CommandParser.parse("expect Title \"Q3 final\"")   // .expect(.value(label: "Title", shows: "Q3 final"))
/// ```
package enum Command: Sendable, Hashable, CustomStringConvertible {
  /// Mounts the app (a scenario's first step).
  case mount
  /// A user action, performed with `host.perform(_:)`.
  case perform(ControlAction)
  /// An outside event declared by the app (`undo`, `tick`).
  case event(String)
  /// The same command several times, each followed by a flush.
  indirect case repeated(Command, times: Int)
  /// `remount`: unmount and mount again with fresh state.
  case remount
  /// `advance 3s`: move the app's clock on, waking what sleeps in that time
  /// (a tick, a delay), each wake its own update (``StateRuntime/ViewHost/advance(by:timeout:)``).
  case advance(Duration)
  /// `tree`: the screen now.
  case tree
  /// `log`: the invalidation log since mount.
  case log
  /// `counts`: body evaluations per view since mount.
  case counts
  /// `expect…`: what the screen shows after the last command.
  case expect(ScreenExpectation)

  /// `.perform(.tap(title))`, as scenarios spell it.
  package static func tap(_ title: String) -> Self { .perform(.tap(title)) }
  /// `.perform(.type(text, into: title))`.
  package static func type(_ text: String, into title: String) -> Self { .perform(.type(text, into: title)) }
  /// `.perform(.toggle(label))`.
  package static func toggle(_ label: String) -> Self { .perform(.toggle(label)) }
  /// `.perform(.increment(label))`.
  package static func increment(_ label: String) -> Self { .perform(.increment(label)) }
  /// `.perform(.decrement(label))`.
  package static func decrement(_ label: String) -> Self { .perform(.decrement(label)) }
  /// `.perform(action)`, as scenarios spell any other action (`.control(.select("Map", in: "TabView"))`).
  package static func control(_ action: ControlAction) -> Self { .perform(action) }
  /// `.perform(.focus(label))`: tap into the text field labelled so.
  package static func focus(_ label: String) -> Self { .perform(.focus(label)) }
  /// `.perform(.dismiss)`: swipe the top sheet away.
  package static var dismiss: Self { .perform(.dismiss) }
  /// `.perform(.goBack)`: the navigation back button of the innermost stack.
  package static var goBack: Self { .perform(.goBack) }
  /// `.perform(.scroll(rows:))`: the lists and lazy stacks on screen build more rows.
  package static func scroll(rows: Int? = nil) -> Self { .perform(.scroll(rows: rows)) }

  /// Whether the command changes the app (a poke), not only looks at it or checks it.
  package var changesApp: Bool {
    switch self {
    case .mount, .perform, .event, .remount, .advance: true
    case .repeated(let command, _): command.changesApp
    case .tree, .log, .counts, .expect: false
    }
  }

  /// The command as the steps a user takes: a repetition as that many commands, each a step of its own.
  package var steps: [Command] {
    guard case .repeated(let command, let times) = self else { return [self] }
    return Array(repeating: command.steps, count: max(0, times)).flatMap { $0 }
  }

  /// How a lesson's transcript names the command (`tap "Save"`, `type "Ada" into "Name"`, `event undo`).
  ///
  /// ``CommandParser/line(for:)`` spells it as a script line instead.
  package var description: String {
    switch self {
    case .mount: "mount"
    case .perform(.tap(let title)): "tap \"\(title)\""
    case .perform(.type(let text, let title)): "type \"\(text)\" into \"\(title)\""
    case .perform(.toggle(let label)): "toggle \"\(label)\""
    case .perform(.increment(let label)): "increment \"\(label)\""
    case .perform(.decrement(let label)): "decrement \"\(label)\""
    case .perform(.submit(let title)): "submit \"\(title)\""
    case .perform(.select(let option, nil)): "select \"\(option)\""
    case .perform(.select(let option, let label?)): "select \"\(option)\" in \"\(label)\""
    case .perform(.focus(let label)): "focus \"\(label)\""
    case .perform(.set(let label, let value)): "set \"\(label)\" to \"\(value)\""
    case .perform(.dismiss): "dismiss"
    case .perform(.goBack): "back"
    case .perform(.scroll(nil)): "scroll"
    case .perform(.scroll(let rows?)): "scroll \(rows) rows"
    case .event(let name): "event \(name)"
    case .repeated(let command, let times): "\(command) ×\(times)"
    case .remount, .advance, .tree, .log, .counts, .expect: CommandParser.line(for: self)
    }
  }
}
