/// Why a driver action could not be performed.
///
/// Each message names what was looked for and what exists.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// No control of that kind with that label is on screen.
  case controlNotFound(kind: Element.Kind, label: String, available: [String])
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
    case .runtimeErrors(let issues):
      return issues.map(\.description).joined(separator: "\n")
    case .nothingToAct(let action, let reason):
      return "Cannot \(action): \(reason)."
    }
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
    }
  }
}
