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
  final class Entry {
    enum Key: Hashable {
      case value(ObjectIdentifier)
      case observable(ObjectIdentifier)
      case legacyObject(ObjectIdentifier)
    }

    let key: Key
    let value: Any
    let next: Entry?

    init(key: Key, value: Any, next: Entry?) {
      self.key = key
      self.value = value
      self.next = next
    }
  }

  private(set) var head: Entry?

  public init() {}

  private func lookup(_ key: Entry.Key) -> Any? {
    var entry = head
    while let current = entry {
      if current.key == key { return current.value }
      entry = current.next
    }
    return nil
  }

  private mutating func push(_ key: Entry.Key, _ value: Any) {
    head = Entry(key: key, value: value, next: head)
  }

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { lookup(.value(ObjectIdentifier(key))) as? Key.Value ?? Key.defaultValue }
    set { push(.value(ObjectIdentifier(key)), newValue) }
  }

  func observable(of type: Any.Type) -> AnyObject? {
    lookup(.observable(ObjectIdentifier(type))).map { $0 as AnyObject }
  }

  mutating func setObservable(_ object: AnyObject, as type: Any.Type) {
    push(.observable(ObjectIdentifier(type)), object)
  }

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
