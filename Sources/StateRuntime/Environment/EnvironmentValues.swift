/// A key for a value in the environment.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = "blue"
/// }
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors.
///
/// Stored as a persistent list so a subtree's environment can be compared by
/// identity cheaply: unchanged ancestors hand down the very same list.
public struct EnvironmentValues: CustomStringConvertible {
  // Not named `Entry`: that name belongs to SwiftUI's `@Entry` macro (see
  // Entry.swift), and a nested `Entry` would capture it inside extensions of
  // EnvironmentValues, which is exactly where learners write `@Entry`.
  final class Record {
    enum Key: Hashable {
      case value(ObjectIdentifier)
      case observable(ObjectIdentifier)
      case legacyObject(ObjectIdentifier)
    }

    let key: Key
    /// The key's type name, for ``EnvironmentValues/description``.
    let name: String
    let value: Any
    let next: Record?

    init(key: Key, name: String, value: Any, next: Record?) {
      self.key = key
      self.name = name
      self.value = value
      self.next = next
    }
  }

  private(set) var head: Record?

  public init() {}

  private func lookup(_ key: Record.Key) -> Any? {
    var entry = head
    while let current = entry {
      if current.key == key { return current.value }
      entry = current.next
    }
    return nil
  }

  private mutating func push(_ key: Record.Key, _ value: Any, name: String) {
    head = Record(key: key, name: name, value: value, next: head)
  }

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { lookup(.value(ObjectIdentifier(key))) as? Key.Value ?? Key.defaultValue }
    set { push(.value(ObjectIdentifier(key)), newValue, name: ViewTypeInfo.baseName(of: key)) }
  }

  func observable(of type: Any.Type) -> AnyObject? {
    guard let found = lookup(.observable(ObjectIdentifier(type))), !(found is ClearedObservable) else {
      return nil
    }
    return found as AnyObject
  }

  /// Puts `object` in the environment for `@Environment(type)`; `nil` hides
  /// an object an ancestor put there, as SwiftUI's `.environment(nil)` does.
  mutating func setObservable(_ object: AnyObject?, as type: Any.Type) {
    if let object {
      push(.observable(ObjectIdentifier(type)), object, name: ViewTypeInfo.baseName(of: type))
    } else {
      push(.observable(ObjectIdentifier(type)), ClearedObservable(), name: ViewTypeInfo.baseName(of: type))
    }
  }

  /// Marks an object cleared for a subtree: the lookup stops here with nothing.
  private struct ClearedObservable {}

  func legacyObject(of type: Any.Type) -> AnyObject? {
    lookup(.legacyObject(ObjectIdentifier(type))).map { $0 as AnyObject }
  }

  mutating func setLegacyObject(_ object: AnyObject, as type: Any.Type) {
    push(.legacyObject(ObjectIdentifier(type)), object, name: ViewTypeInfo.baseName(of: type))
  }

  /// Every write made here, newest first, in SwiftUI's form:
  /// `[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true, EnvironmentPropertyKey<BoolKey> = false]`.
  ///
  /// SwiftUI's `EnvironmentValues` describes the list it keeps: one entry per
  /// write, the newest first, a key written twice listed twice (even with an
  /// equal value), and defaults that nobody wrote not at all. A key is named
  /// as SwiftUI stores it, `EnvironmentPropertyKey<Key>`, and a value by its
  /// own description (OpenSwiftUI's `descriptionWithoutTracker`, recorded
  /// against Apple's SwiftUI). Objects put there with `.environment(_:)` or
  /// `.environmentObject(_:)` are listed by their type's name.
  public var description: String {
    var parts: [String] = []
    var entry = head
    while let current = entry {
      let value = current.value is ClearedObservable ? "nil" : String(describing: current.value)
      switch current.key {
      case .value: parts.append("EnvironmentPropertyKey<\(current.name)> = \(value)")
      case .observable, .legacyObject: parts.append("\(current.name) = \(value)")
      }
      entry = current.next
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  /// Whether both are the very same environment (not merely equal values).
  func isIdentical(to other: EnvironmentValues) -> Bool {
    head === other.head
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether controls in this subtree accept interaction (`.disabled(_:)` clears it).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
