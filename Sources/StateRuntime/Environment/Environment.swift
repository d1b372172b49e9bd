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

  @MainActor public var wrappedValue: Value {
    guard let value = box.value else {
      fatalError("StateRuntime: @Environment read before the view was installed in a ViewHost")
    }
    return value
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
