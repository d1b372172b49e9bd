/// Makes bindings to the mutable properties of an `@Observable` object.
///
/// A view that was handed a model and needs a text field or toggle bound to
/// it declares `@Bindable var model: Model` and writes `$model.title`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to one property of the object.
  @MainActor
  public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member>
  {
    Binding(location: ObjectBindingLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: DynamicPropertySlot {
  func link(_ context: LinkContext) {}

  func inputChanged(from previous: Any) -> Bool? {
    guard let previous = previous as? Bindable<Value> else { return true }
    return previous.wrappedValue !== wrappedValue
  }
}
