/// Why a body was evaluated, in the vocabulary of `Self._printChanges()`.
public enum ChangeReason: Hashable, Sendable, Codable, CustomStringConvertible {
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
/// Editor.TitleField: @self, @identity, _title changed.
/// ```
///
/// ``description`` is SwiftUI's own line (its compatibility tests record
/// it): the type's name qualified by its enclosing types but not its module,
/// `@self changed.` on the first body of a view without dynamic properties,
/// `@self, @identity, _name changed.` for a new view with `@State`.
/// ``shortDescription`` names the type alone, for teaching logs.
public struct BodyChange: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The view's type name, without enclosing types or generic arguments.
  public let view: String
  /// The name `_printChanges` prints: enclosing types included (`Editor.TitleField`).
  public let qualifiedView: String
  /// The view's identity path, e.g. `Editor/VStack[1]/NoteEditor`.
  public let path: String
  /// What changed, in `_printChanges` order: `@self`, `@identity`, properties, `@dependencies`.
  public let reasons: [ChangeReason]
  /// The update pass this evaluation belongs to (1 is the mount).
  public let pass: Int

  public init(
    view: String, qualifiedView: String? = nil, path: String, reasons: [ChangeReason], pass: Int
  ) {
    self.view = view
    self.qualifiedView = qualifiedView ?? view
    self.path = path
    self.reasons = reasons
    self.pass = pass
  }

  /// The line `Self._printChanges()` prints for this evaluation.
  public var description: String { Self.line(naming: qualifiedView, reasons: reasons) }

  /// The same line with the type's own name only (`TitleField: _title changed.`).
  public var shortDescription: String { Self.line(naming: view, reasons: reasons) }

  static func line(naming name: String, reasons: [ChangeReason]) -> String {
    if reasons.isEmpty { return "\(name): unchanged." }
    return "\(name): " + reasons.map(\.description).joined(separator: ", ") + " changed."
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
