/// An `ObservableObject` a view creates and owns, kept for its identity.
///
/// Unlike `@State`, the initial-value expression is evaluated only once per
/// identity (it is an autoclosure SwiftUI calls lazily).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let makeObject: () -> ObjectType
  let box = EnvironmentBox<ObjectType>()
  /// The throwaway object of a read before installation.
  let unlinked = UnlinkedObject<ObjectType>()

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    makeObject = thunk
  }

  @MainActor public var wrappedValue: ObjectType {
    if let object = box.value { return object }
    // Read before installation: SwiftUI would warn and make a throwaway object.
    if let object = unlinked.object { return object }
    let object = makeObject()
    unlinked.object = object
    return object
  }

  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    let node = context.node
    let object: ObjectType
    if let existing = node.stateObjects[context.label] as? ObjectType {
      object = existing
    } else {
      object = makeObject()
      node.stateObjects[context.label] = object
      context.graph.record(
        .stateCreated(
          StateCreated(
            view: node.typeName, path: node.path, property: context.label,
            value: ValueDescription.describe(object))))
    }
    box.set(object, for: node)
    ObjectSubscription.observe(object, node: node, label: context.label)
  }
}

/// The object a `@StateObject` read before installation made.
final class UnlinkedObject<ObjectType> {
  var object: ObjectType?
}
