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

  /// What is set here, newest first, each key once: `[ThemeKey = dark, isEnabled = false]`.
  ///
  /// SwiftUI's `EnvironmentValues` is `CustomStringConvertible` too, listing
  /// what was written into it; defaults that nobody wrote are not listed.
  public var description: String {
    var seen: Set<Record.Key> = []
    var parts: [String] = []
    var entry = head
    while let current = entry {
      if seen.insert(current.key).inserted, !(current.value is ClearedObservable) {
        parts.append("\(current.name) = \(ValueDescription.describe(current.value))")
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
