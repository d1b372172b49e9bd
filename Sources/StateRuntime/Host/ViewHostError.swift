/// Why a driver action could not be performed.
///
/// Each message names what was looked for and what exists.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// No control of that kind with that label is on screen.
  case controlNotFound(kind: Element.Kind, label: String, available: [String])
  /// No control that holds a value (``ControlAction/set(_:to:)``) has that label; `available`
  /// describes those on screen (`Slider "Volume": 0.5`).
  case valueControlNotFound(label: String, available: [String])
  /// Several controls match; the action needs exactly one.
  case ambiguousControl(kind: Element.Kind, label: String, matches: [String])
  /// The control is on a screen that a pushed view or a sheet covers.
  case controlCovered(Element, coverage: Coverage)
  /// The control is disabled and ignores the action.
  case controlDisabled(Element)
  /// The control does not support that action.
  case unsupportedAction(action: String, element: Element)
  /// The picker (or selectable list) has no option with that label.
  case optionNotFound(option: String, element: Element, available: [String])
  /// The action ran, but the update after it raised errors (a missing environment object).
  case runtimeErrors([RuntimeIssue])
  /// The value control cannot take that value (`set Volume loud`); `expected` says what it takes.
  case valueNotAccepted(value: String, element: Element, expected: String)
  /// No button is labelled so, but a picker on screen offers an option of that label:
  /// `tap Green` where `select Color Green` was meant.
  case optionIsNotAButton(option: String, picker: Element)
  /// Nothing on screen that the action could end or move (no sheet to
  /// dismiss, nothing pushed to go back from, no field to focus).
  case nothingToAct(action: String, reason: String)

  public var description: String {
    switch self {
    case .controlNotFound(let kind, let label, let available):
      var text = "No \(kind.rawValue) labelled \"\(label)\" on screen."
      if available.isEmpty {
        text += " There is no \(kind.rawValue) on screen."
      } else {
        text += " On screen: " + available.map { "\"\($0)\"" }.joined(separator: ", ") + "."
        if let near = NearestMatch.nearest(to: label, among: available) {
          text += " Did you mean \"\(near)\"?"
        }
      }
      return text
    case .valueControlNotFound(let label, let available):
      var text = "No control that takes a value is labelled \"\(label)\" on screen."
      text +=
        available.isEmpty
        ? " There is none on screen (set acts on sliders, pickers, toggles, text fields and editors)."
        : " On screen: " + available.joined(separator: ", ") + "."
      return text
    case .ambiguousControl(let kind, let label, let matches):
      return "\(matches.count) \(kind.rawValue)s match \"\(label)\": "
        + matches.joined(separator: ", ")
        + ". Name one by its path, or by its place on screen: \"\(label) #1\" to \"\(label) #\(matches.count)\"."
    case .controlCovered(let element, let coverage):
      switch coverage.cover {
      case .pushed:
        return "\"\(element.label)\" is on the \(coverage.screen) screen, covered by \(coverage.coveredBy); "
          + "go back first (goBack(), or dismiss() inside it)."
      case .sheet:
        return "\"\(element.label)\" is on the \(coverage.screen) screen, covered by the sheet "
          + "\(coverage.coveredBy); dismiss it first (dismiss())."
      case .dialog:
        return "\"\(element.label)\" is on the \(coverage.screen) screen, covered by the "
          + "\(coverage.coveredBy); tap one of its buttons first (or dismiss())."
      case .otherTab:
        return "\"\(element.label)\" is on the \(coverage.screen) tab, and the \(coverage.coveredBy) tab is "
          + "selected; choose it first (selectTab(\"\(coverage.screen)\"))."
      }
    case .controlDisabled(let element):
      return
        "\(element.kind.rawValue.capitalizedFirst) \"\(element.label)\" is disabled, so the action did nothing."
    case .unsupportedAction(let action, let element):
      return "Cannot \(action) \(element.kind.rawValue) \"\(element.label)\"."
    case .optionNotFound(let option, let element, let available):
      var text = "\(element.kind.rawValue.capitalizedFirst) \"\(element.label)\" has no option \"\(option)\"."
      if available.isEmpty {
        text += " It has no tagged option whose tag matches its selection's type."
      } else {
        text += " Options: " + available.map { "\"\($0)\"" }.joined(separator: ", ") + "."
        if let near = NearestMatch.nearest(to: option, among: available) {
          text += " Did you mean \"\(near)\"?"
        }
      }
      return text
    case .valueNotAccepted(let value, let element, let expected):
      return "\(element.kind.rawValue.capitalizedFirst) \"\(element.label)\" cannot take \"\(value)\": "
        + "it takes \(expected)."
    case .optionIsNotAButton(let option, let picker):
      return "\(option) is an option of picker '\(picker.label)': `select \(Self.word(picker.label)) "
        + "\(Self.word(option))`."
    case .runtimeErrors(let issues):
      return issues.map(\.description).joined(separator: "\n")
    case .nothingToAct(let action, let reason):
      return "Cannot \(action): \(reason)."
    }
  }
}

extension ViewHostError {
  /// A label as a script line spells it: quoted when it has a space.
  static func word(_ text: String) -> String {
    text.contains(" ") || text.isEmpty ? "\"\(text)\"" : text
  }
}

extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension ControlGesture {
  var name: String {
    switch self {
    case .tap: "tap"
    case .type: "type into"
    case .toggle: "toggle"
    case .increment: "increment"
    case .decrement: "decrement"
    case .select: "choose an option of"
    case .submit: "submit"
    case .set: "set"
    }
  }
}
