/// An `ObservableObject` supplied by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox<ObjectType>()

  public init() {}

  @MainActor public var wrappedValue: ObjectType {
    guard let object = box.value else {
      fatalError(RuntimeIssue.missingEnvironmentObjectMessage(ObjectType.self, legacy: true))
    }
    return object
  }

  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    let node = context.node
    guard let object = node.environment.legacyObject(of: ObjectType.self) as? ObjectType else {
      node.linkFailure = .missingEnvironmentObject(ObjectType.self, legacy: true, path: node.path)
      return
    }
    if let previous = node.environmentSnapshots[context.label] as? ObjectType, previous !== object {
      node.note(.property(context.label))
    }
    node.environmentSnapshots[context.label] = object
    box.set(object, for: node)
    ObjectSubscription.observe(object, node: node, label: context.label)
  }
}
