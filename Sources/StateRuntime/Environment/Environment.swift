/// Reads a value or an `@Observable` object from the view's environment.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// @Environment(Session.self) private var session
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(type: Any.Type, isOptional: Bool)
  }

  let source: Source
  let box = EnvironmentBox<Value>()

  /// Reads a value by key path (`@Environment(\.isEnabled)`).
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads an `@Observable` object put there with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(type: objectType, isOptional: false)
  }

  /// Reads an `@Observable` object if one is there, else `nil`.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    source = .object(type: objectType, isOptional: true)
  }

  /// The value the view's environment holds.
  ///
  /// Read before the view is installed (in an `init`, or on a value the
  /// host never mounted), SwiftUI logs "Accessing Environment's value
  /// outside of being installed on a View. This will always read the default
  /// value and will not update." and returns the key's default; so does the
  /// runtime. An object read there has no default: SwiftUI traps with its
  /// "No Observable object" message, and so does the runtime.
  @MainActor public var wrappedValue: Value {
    if let value = box.value { return value }
    switch source {
    case .keyPath(let keyPath):
      RuntimeIssue.reportOutsideAnyHost(
        "Accessing Environment<\(ViewTypeInfo.baseName(of: Value.self))>'s value outside of being installed "
          + "on a View. This will always read the default value and will not update.")
      return EnvironmentValues()[keyPath: keyPath]
    case .object(let type, let isOptional):
      if isOptional, let none = Optional<Any>.none as? Value { return none }
      fatalError(RuntimeIssue.missingEnvironmentObjectMessage(type, legacy: false))
    }
  }
}

/// Holds what the runtime looked up for a property (an environment value,
/// an object), per identity the view value is placed at (see ``IdentityLinks``).
final class EnvironmentBox<Value> {
  private let links = IdentityLinks<Value>()

  /// The value for the identity doing the work now, if linked.
  @MainActor var value: Value? { links.current }

  @MainActor func set(_ value: Value, for node: ViewNode) {
    links.link(value, for: node)
  }
}

extension Environment: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    let node = context.node
    let current: Value
    switch source {
    case .keyPath(let keyPath):
      current = node.environment[keyPath: keyPath]
    case .object(let type, let isOptional):
      let found = node.environment.observable(of: type)
      if let found, let object = found as? Value {
        current = object
      } else if isOptional, let none = Optional<Any>.none as? Value {
        current = none
      } else {
        node.linkFailure = .missingEnvironmentObject(type, legacy: false, path: node.path)
        return
      }
    }
    if let previous = node.environmentSnapshots[context.label], !ValueComparison.isEqual(previous, current) {
      node.note(.property(context.label))
    }
    node.environmentSnapshots[context.label] = current
    box.set(current, for: node)
  }
}
