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
public struct EnvironmentValues {
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
    let value: Any
    let next: Record?

    init(key: Key, value: Any, next: Record?) {
      self.key = key
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

  private mutating func push(_ key: Record.Key, _ value: Any) {
    head = Record(key: key, value: value, next: head)
  }

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { lookup(.value(ObjectIdentifier(key))) as? Key.Value ?? Key.defaultValue }
    set { push(.value(ObjectIdentifier(key)), newValue) }
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
      push(.observable(ObjectIdentifier(type)), object)
    } else {
      push(.observable(ObjectIdentifier(type)), ClearedObservable())
    }
  }

  /// Marks an object cleared for a subtree: the lookup stops here with nothing.
  private struct ClearedObservable {}

  func legacyObject(of type: Any.Type) -> AnyObject? {
    lookup(.legacyObject(ObjectIdentifier(type))).map { $0 as AnyObject }
  }

  mutating func setLegacyObject(_ object: AnyObject, as type: Any.Type) {
    push(.legacyObject(ObjectIdentifier(type)), object)
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
