/// One thing a user does to a mounted app: the one action type every layer uses.
///
/// Most act on a control found by its label; `dismiss`, `goBack` and `scroll` act on
/// the screen (the sheet on top, the navigation bar's back button, the lists on it).
///
/// ```swift
/// try host.perform(.type("Ada", into: "Name"))
/// try host.perform(.tap("Save"))
/// try host.perform(.goBack)
/// ```
///
/// `Codable`, so a `play` session's child process receives the same value the shell
/// parsed, and the log records the value itself (``RuntimeEvent/actionPerformed(action:)``).
public enum ControlAction: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Press the button titled `title`.
  case tap(String)
  /// Replace the text of the field titled `title` with `text`.
  case type(String, into: String)
  /// Flip the toggle labelled `label`.
  case toggle(String)
  /// Step the stepper labelled `label` (a unique prefix is enough) up.
  case increment(String)
  /// Step the stepper labelled `label` (a unique prefix is enough) down.
  case decrement(String)
  /// Choose the option labelled `option` of the picker (or selectable list)
  /// labelled `label`; with no label, of the one picker that offers `option`.
  case select(String, in: String?)
  /// Give the value control labelled `label` (a slider, colour picker, text editor, a text
  /// field, a date picker, a toggle, a picker) the value `value`, as the user drags, picks or
  /// types it: `.set("Volume", to: "0.8")`. Each control reads the text as its value's type.
  case set(String, to: String)
  /// Press Return in the field titled `title`, running the `.onSubmit` actions above it.
  case submit(String)
  /// Give focus to the text field labelled `label`, as tapping into it would (``ViewHost/focus(_:)``).
  case focus(String)
  /// Swipe the sheet presented last away (``ViewHost/dismiss()``).
  case dismiss
  /// Press the back button of the innermost stack with a pushed view (``ViewHost/goBack()``).
  case goBack
  /// Scroll the lists and lazy stacks on screen down by `rows` rows (one screen when `nil`),
  /// building the rows that come into view (``ViewHost/scroll(rows:)``).
  case scroll(rows: Int?)

  /// The label of the control acted on; empty for `dismiss` and `goBack`, which name none.
  public var label: String {
    switch self {
    case .tap(let label), .type(_, into: let label), .toggle(let label), .increment(let label),
      .decrement(let label), .submit(let label), .focus(let label), .set(let label, _):
      label
    case .select(let option, let label): label ?? option
    case .dismiss, .goBack, .scroll: ""
    }
  }

  /// The call as a test would write it (`tap("Save")`, `goBack()`): how the log heads what the action caused.
  public var description: String {
    switch self {
    case .tap(let title): "tap(\"\(title)\")"
    case .type(let text, let title): "type(\"\(text)\", into: \"\(title)\")"
    case .toggle(let label): "toggle(\"\(label)\")"
    case .increment(let label): "increment(\"\(label)\")"
    case .decrement(let label): "decrement(\"\(label)\")"
    case .submit(let title): "submit(\"\(title)\")"
    case .set(let label, let value): "set(\"\(label)\", to: \"\(value)\")"
    case .select(let option, nil): "select(\"\(option)\")"
    case .select(let option, let label?): "select(\"\(option)\", in: \"\(label)\")"
    case .focus(let label): "focus(\"\(label)\")"
    case .dismiss: "dismiss()"
    case .goBack: "goBack()"
    case .scroll(nil): "scroll()"
    case .scroll(let rows?): "scroll(rows: \(rows))"
    }
  }
}
