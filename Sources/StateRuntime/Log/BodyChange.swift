/// Why a body was evaluated, in the vocabulary of `Self._printChanges()`.
public enum ChangeReason: Hashable, Sendable, CustomStringConvertible {
  /// The view's value differed from the previous one (`@self`).
  case `self`
  /// The view has a new identity: it was just created (`@identity`).
  case identity
  /// A dynamic property changed: state written, a binding transmitting a new
  /// value, an environment value, an `ObservableObject` (`_title`).
  case property(String)
  /// An Observation dependency read by the last body fired (`@dependencies`).
  case dependencies

  public var description: String {
    switch self {
    case .self: "@self"
    case .identity: "@identity"
    case .property(let label): label
    case .dependencies: "@dependencies"
    }
  }
}

/// One body evaluation, as `Self._printChanges()` would print it.
///
/// ```
/// TitleEditor: @self, @identity, _title changed.
/// ```
public struct BodyChange: Hashable, Sendable, CustomStringConvertible {
  /// The view's type name, without generic arguments.
  public let view: String
  /// The view's identity path, e.g. `Editor/VStack[1]/TitleEditor`.
  public let path: String
  /// What changed, in `_printChanges` order: `@self`, `@identity`, properties, `@dependencies`.
  public let reasons: [ChangeReason]
  /// The update pass this evaluation belongs to (1 is the mount).
  public let pass: Int

  public init(view: String, path: String, reasons: [ChangeReason], pass: Int) {
    self.view = view
    self.path = path
    self.reasons = reasons
    self.pass = pass
  }

  public var description: String {
    if reasons.isEmpty { return "\(view): unchanged." }
    return "\(view): " + reasons.map(\.description).joined(separator: ", ") + " changed."
  }
}

extension [ChangeReason] {
  /// Sorted the way `_printChanges` lists them.
  func inPrintChangesOrder() -> [ChangeReason] {
    func rank(_ reason: ChangeReason) -> Int {
      switch reason {
      case .self: 0
      case .identity: 1
      case .property: 2
      case .dependencies: 3
      }
    }
    return enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
      \.element)
  }
}
