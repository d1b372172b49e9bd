/// An `ObservableObject` a view was handed and observes, but does not own.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the object's properties (`$model.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<
        Subject
      >
    {
      Binding(location: ObjectBindingLocation(object: object, keyPath: keyPath))
    }
  }

  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    ObjectSubscription.observe(wrappedValue, node: context.node, label: context.label)
  }

  func inputChanged(from previous: Any) -> Bool? {
    guard let previous = previous as? ObservedObject<ObjectType> else { return true }
    return previous.wrappedValue !== wrappedValue
  }
}
