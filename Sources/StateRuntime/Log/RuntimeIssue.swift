import Foundation

/// Something the runtime noticed that a developer must hear about: SwiftUI's
/// runtime warnings and the errors that would crash a real app.
public struct RuntimeIssue: Hashable, Sendable, Codable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Codable {
    case warning
    case error
  }

  public enum Kind: String, Hashable, Sendable, Codable {
    /// State written while a body was being evaluated.
    case stateModifiedDuringUpdate
    /// `@EnvironmentObject` or `@Environment(Type.self)` found nothing.
    case missingEnvironmentObject
    /// `ForEach` data with the same id twice.
    case duplicateForEachID
    /// `ForEach(_:content:)` over a range whose count changed: only the initial range is shown.
    case nonConstantForEachRange
    /// A `@Published` property was written on a thread other than the main thread.
    case publishedFromBackgroundThread
    /// Updates kept invalidating views and never settled: a failure
    /// (`never-settled`), never "ok" (see `UnsettledUpdates`).
    case updateLoop
    /// An update was requested while one was running (from inside a body).
    case reentrantUpdate
    /// `settle()` ran out of time with work still running.
    case settleTimedOut
    /// A TabView's selection was set to a value no tab on screen has (iOS 27 may crash).
    case unavailableTabSelected
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
  /// Says what SwiftUI would log where no host is there to record it (a
  /// property read before any view was installed): on standard error, as
  /// SwiftUI's runtime warnings go to the console.
  static func reportOutsideAnyHost(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }

  /// SwiftUI's fatal error for an environment object nobody provided.
  ///
  /// SwiftUI traps here; the runtime keeps the host alive and skips the body,
  /// so the message says that a real app would have crashed.
  ///
  /// - Parameter legacy: `true` for `@EnvironmentObject` (an `ObservableObject`
  ///   from `.environmentObject(_:)`), `false` for `@Environment(Type.self)`
  ///   (an `@Observable` from `.environment(_:)`).
  static func missingEnvironmentObject(_ type: Any.Type, legacy: Bool, path: String?) -> RuntimeIssue {
    let name = ViewTypeInfo.baseName(of: type)
    let fix =
      legacy
      ? "Add .environmentObject(_:) with a \(name) to an ancestor."
      : "Add .environment(_:) with a \(name) to an ancestor, or declare the property as \(name)? to allow none."
    return RuntimeIssue(
      kind: .missingEnvironmentObject, severity: .error,
      message:
        "SwiftUI would crash here with \"Fatal error: \(missingEnvironmentObjectMessage(type, legacy: legacy))\" "
        + "The host kept running and skipped this body. \(fix)",
      path: path)
  }

  /// SwiftUI's own text for the fatal error, word for word.
  ///
  /// Both kinds name `View.environmentObject(_:)`, as SwiftUI's do: an
  /// `@Environment(Type.self)` read with nothing there traps in
  /// SwiftUICore/Environment+Objects.swift with "No Observable object of type
  /// Router found. A View.environmentObject(_:) for Router may be missing as an
  /// ancestor of this view." (quoted in nalexn/ViewInspector#423, 2026).
  static func missingEnvironmentObjectMessage(_ type: Any.Type, legacy: Bool) -> String {
    let name = ViewTypeInfo.baseName(of: type)
    let object = legacy ? "ObservableObject" : "Observable object"
    return "No \(object) of type \(name) found. "
      + "A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
  }
}

extension RuntimeIssue {
  /// A TabView's selection set to a value that no tab has.
  ///
  /// The iOS 27 release notes: a `TabView` now keeps its selection on a visible tab,
  /// and setting the selection to a hidden or unavailable tab may crash. The runtime
  /// does what iOS 27 does where it does not crash (the tab on screen stays) and raises
  /// this error in those words, so that a learner meets it here instead of in a crash log.
  static func unavailableTabSelected(_ value: String, shown: String, path: String) -> RuntimeIssue {
    RuntimeIssue(
      kind: .unavailableTabSelected, severity: .error,
      message:
        "TabView's selection was set to \(value), which no tab has: on iOS 27 a TabView keeps "
        + "its selection on a visible tab, and setting it to a hidden or unavailable tab may crash. "
        + "The host kept running and kept \"\(shown)\" on screen. Set the selection only to the tag "
        + "of a tab the TabView shows.",
      path: path)
  }
}
