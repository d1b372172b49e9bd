/// Something the runtime noticed that a developer must hear about: SwiftUI's
/// runtime warnings and the errors that would crash a real app.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case warning
    case error
  }

  public enum Kind: String, Hashable, Sendable {
    /// State written while a body was being evaluated.
    case stateModifiedDuringUpdate
    /// `@EnvironmentObject` or `@Environment(Type.self)` found nothing.
    case missingEnvironmentObject
    /// `ForEach` data with the same id twice.
    case duplicateForEachID
    /// Updates kept invalidating views and never settled.
    case updateLoop
    /// An update was requested while one was running (from inside a body).
    case reentrantUpdate
    /// `settle()` ran out of time with work still running.
    case settleTimedOut
  }

  public let kind: Kind
  public let severity: Severity
  /// The message, in SwiftUI's wording where SwiftUI has one.
  public let message: String
  /// The view the issue is about, if any.
  public let path: String?

  public init(kind: Kind, severity: Severity, message: String, path: String?) {
    self.kind = kind
    self.severity = severity
    self.message = message
    self.path = path
  }

  public var description: String {
    let place = path.map { " (at \($0))" } ?? ""
    return "\(severity.rawValue): \(message)\(place)"
  }
}

extension RuntimeIssue {
  /// SwiftUI's error for an environment object nobody provided.
  ///
  /// - Parameter legacy: `true` for `@EnvironmentObject` (an `ObservableObject`
  ///   from `.environmentObject(_:)`), `false` for `@Environment(Type.self)`
  ///   (an `@Observable` from `.environment(_:)`).
  static func missingEnvironmentObject(_ type: Any.Type, legacy: Bool, path: String?) -> RuntimeIssue {
    RuntimeIssue(
      kind: .missingEnvironmentObject, severity: .error,
      message: missingEnvironmentObjectMessage(type, legacy: legacy), path: path)
  }

  static func missingEnvironmentObjectMessage(_ type: Any.Type, legacy: Bool) -> String {
    let name = ViewTypeInfo.baseName(of: type)
    return legacy
      ? "No ObservableObject of type \(name) found. "
        + "A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
      : "No Observable object of type \(name) found. "
        + "A View.environment(_:) for \(name) may be missing as an ancestor of this view."
  }
}
