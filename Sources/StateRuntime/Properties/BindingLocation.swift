/// Where a binding reads and writes. Subclasses cover the ways SwiftUI
/// makes bindings: from `@State`, through a key path, from an observable
/// object's property, from closures, and constants.
@MainActor
class BindingLocation<Value> {
  /// Reads the value; inside a body evaluation this may become a dependency.
  func get() -> Value { fatalError("subclass") }
  /// Reads the value without recording a dependency.
  func getUntracked() -> Value { get() }
  func set(_ value: Value) { fatalError("subclass") }
  /// The `@State` storage this binding ultimately reads, if any.
  var rootStorage: AnyStateStorage? { nil }
}

@MainActor
final class StateBindingLocation<Value>: BindingLocation<Value> {
  let state: StateLocation<Value>
  /// The storage of the identity whose `$value` made this binding: SwiftUI's
  /// binding points at one view's state even when that view's value is
  /// placed in several places. `nil` for a binding made before linking.
  let pinned: StateStorage<Value>?

  init(state: StateLocation<Value>) {
    self.state = state
    self.pinned = state.storage
  }

  override func get() -> Value { pinned?.read() ?? state.read() }
  override func getUntracked() -> Value { pinned?.value ?? state.readUntracked() }
  override func set(_ value: Value) {
    if let pinned { pinned.write(value) } else { state.write(value) }
  }
  override var rootStorage: AnyStateStorage? { pinned ?? state.rootStorage }
}

@MainActor
final class KeyPathBindingLocation<Root, Value>: BindingLocation<Value> {
  let base: BindingLocation<Root>
  let keyPath: WritableKeyPath<Root, Value>

  init(base: BindingLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func getUntracked() -> Value { base.getUntracked()[keyPath: keyPath] }
  override func set(_ value: Value) {
    var root = base.getUntracked()
    root[keyPath: keyPath] = value
    base.set(root)
  }
  override var rootStorage: AnyStateStorage? { base.rootStorage }
}

/// A property of a class instance (`@Bindable`, `@ObservedObject`): reads go
/// through the object's getter, so Observation sees them.
@MainActor
final class ObjectBindingLocation<Object: AnyObject, Value>: BindingLocation<Value> {
  let object: Object
  let keyPath: ReferenceWritableKeyPath<Object, Value>

  init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
}

@MainActor
final class ClosureBindingLocation<Value>: BindingLocation<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
  }

  override func get() -> Value { getter() }
  // The getter may read state; making a binding is not a read of it.
  override func getUntracked() -> Value { UntrackedReads.perform(getter) }
  override func set(_ value: Value) { setter(value) }
}

@MainActor
final class ConstantBindingLocation<Value>: BindingLocation<Value> {
  let value: Value

  init(value: Value) {
    self.value = value
  }

  override func get() -> Value { value }
  override func set(_ value: Value) {}
}
