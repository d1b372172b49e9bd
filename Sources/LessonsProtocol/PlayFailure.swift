import StateRuntime

/// Why a `play` command could not happen, as data: what kind of failure, the control it
/// was about, what exists instead, and the runtime's own sentence for it.
///
/// The child builds it from the runtime's ``StateRuntime/ViewHostError`` (or the one
/// failure of its own, nothing mounted); the tool reads the fields and shows ``message``,
/// which the runtime wrote, so the wording lives in one place.
///
/// ```json
/// {"reason": "controlNotFound", "subject": "Sav", "candidates": ["Save", "Undo"],
///  "message": "No button \"Sav\" on screen. Did you mean \"Save\"? …"}
/// ```
public struct PlayFailure: Error, Codable, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure: the runtime's ``StateRuntime/ViewHostError`` cases, and the driver's own.
  public enum Reason: String, Codable, Sendable {
    /// No control of that kind and label is on screen.
    case controlNotFound
    /// Several controls match the label.
    case ambiguousControl
    /// The control is covered by a pushed screen, a sheet, a dialog or another tab.
    case controlCovered
    /// The control is disabled.
    case controlDisabled
    /// The control does not support the action.
    case unsupportedAction
    /// The picker has no option with that label.
    case optionNotFound
    /// The action ran, but the update after it raised runtime errors.
    case runtimeErrors
    /// Nothing on screen that the action could end or move.
    case nothingToAct
    /// A command came before the root view was mounted.
    case nothingMounted
    /// The lesson's app has no outside event of that name.
    case eventNotFound
    /// The lesson's scenario declares no comparison build of that name.
    case buildNotFound
  }

  /// The kind of failure.
  public var reason: Reason
  /// What was looked for: the control's label, the option or the action; `nil` when none.
  public var subject: String?
  /// The control concerned, when one was found.
  public var element: StateRuntime.Element?
  /// What exists instead: controls on screen, matching controls, options.
  public var candidates: [String]
  /// The runtime errors, for ``Reason/runtimeErrors``.
  public var issues: [StateRuntime.RuntimeIssue]
  /// The runtime's sentence for it: what was wrong and what would work.
  public var message: String

  /// A failure of these parts.
  public init(
    reason: Reason, subject: String? = nil, element: StateRuntime.Element? = nil, candidates: [String] = [],
    issues: [StateRuntime.RuntimeIssue] = [], message: String
  ) {
    self.reason = reason
    self.subject = subject
    self.element = element
    self.candidates = candidates
    self.issues = issues
    self.message = message
  }

  /// The runtime's error as data.
  public init(_ error: StateRuntime.ViewHostError) {
    let message = error.description
    switch error {
    case .controlNotFound(_, let label, let available):
      self.init(reason: .controlNotFound, subject: label, candidates: available, message: message)
    case .valueControlNotFound(let label, let available):
      self.init(reason: .controlNotFound, subject: label, candidates: available, message: message)
    case .optionIsNotAButton(let option, let picker):
      self.init(reason: .controlNotFound, subject: option, element: picker, message: message)
    case .valueNotAccepted(let value, let element, _):
      self.init(reason: .unsupportedAction, subject: value, element: element, message: message)
    case .ambiguousControl(_, let label, let matches):
      self.init(reason: .ambiguousControl, subject: label, candidates: matches, message: message)
    case .controlCovered(let element, _):
      self.init(reason: .controlCovered, subject: element.label, element: element, message: message)
    case .controlDisabled(let element):
      self.init(reason: .controlDisabled, subject: element.label, element: element, message: message)
    case .unsupportedAction(let action, let element):
      self.init(reason: .unsupportedAction, subject: action, element: element, message: message)
    case .optionNotFound(let option, let element, let available):
      self.init(
        reason: .optionNotFound, subject: option, element: element, candidates: available, message: message)
    case .runtimeErrors(let issues):
      self.init(reason: .runtimeErrors, issues: issues, message: message)
    case .nothingToAct(let action, _):
      self.init(reason: .nothingToAct, subject: action, message: message)
    }
  }

  /// A command came before any mount.
  public static let nothingMounted = PlayFailure(
    reason: .nothingMounted, message: "nothing is mounted")

  /// A step asked for an outside event the lesson's app does not declare; `known` are those it does.
  public static func noSuchEvent(name: String, known: [String]) -> PlayFailure {
    PlayFailure(
      reason: .eventNotFound, subject: name, candidates: known,
      message: "No outside event named \"\(name)\". This app has: "
        + (known.isEmpty ? "none" : known.joined(separator: ", ")) + ".")
  }

  /// The lesson's scenario has no build called `name`; `known` are those it has (its two
  /// versions among them).
  public static func noSuchBuild(name: String, known: [String]) -> PlayFailure {
    PlayFailure(
      reason: .buildNotFound, subject: name, candidates: known,
      message: "No build named \"\(name)\" for the comparison. This lesson has: "
        + known.joined(separator: ", ") + ".")
  }

  /// The runtime's sentence (``message``).
  public var description: String { message }
}
