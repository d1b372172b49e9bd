/// Where a binding reads and writes. Subclasses cover the ways SwiftUI
/// makes bindings: from `@State`, through a key path, from an observable
/// object's property, from closures, and constants.
///
/// Off the main actor (Apple's `Binding` is not main-actor isolated) each
/// kind does what SwiftUI's does on the calling thread: a state-rooted
/// binding reads and writes the state (safe from any thread), a closure
/// binding calls its closures, an object binding reads and writes the
/// object's property, a constant gives its value. SwiftUI "will issue a
/// warning at runtime if it detects a binding being used in a way that may
/// compromise data safety" (Binding.init(get:set:)): that is a binding whose
/// closures are isolated to an actor (`@isolated(any)`), which these closures
/// cannot show, so the runtime raises no warning of its own here. A
/// `@Published` property written off the main thread still raises SwiftUI's
/// "Publishing changes from background threads" warning.
@MainActor
class BindingLocation<Value> {
  nonisolated init() {}
  /// Reads the value; inside a body evaluation this may become a dependency.
  func get() -> Value { preconditionFailure("StateRuntime: BindingLocation is abstract") }
  /// Reads the value without recording a dependency.
  func getUntracked() -> Value { get() }
  func set(_ value: Value) { preconditionFailure("StateRuntime: BindingLocation is abstract") }
  /// Reads the value on a thread other than the main actor's.
  nonisolated func getOffMainActor() -> Value {
    preconditionFailure("StateRuntime: BindingLocation is abstract")
  }
  /// Writes the value on a thread other than the main actor's.
  nonisolated func setOffMainActor(_ value: Value) {
    preconditionFailure("StateRuntime: BindingLocation is abstract")
  }
  /// The `@State` storage this binding ultimately reads, if any.
  var rootStorage: AnyStateStorage? { nil }
}

@MainActor
final class StateBindingLocation<Value>: BindingLocation<Value> {
  nonisolated(unsafe) let state: StateLocation<Value>
  /// The storage of the identity whose `$value` made this binding: SwiftUI's
  /// binding points at one view's state even when that view's value is
  /// placed in several places. `nil` for a binding made before linking.
  nonisolated let pinned: StateStorage<Value>?

  init(state: StateLocation<Value>) {
    self.state = state
    self.pinned = state.storage
  }

  /// A binding made off the main actor, to the identity linked last.
  nonisolated init(offMainActorState state: StateLocation<Value>) {
    self.state = state
    self.pinned = state.storageForOffMainActor
  }

  nonisolated override func getOffMainActor() -> Value { pinned?.value ?? state.readOffMainActor() }
  nonisolated override func setOffMainActor(_ value: Value) {
    if let pinned { pinned.writeOffMainActor(value) } else { state.writeOffMainActor(value) }
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
  nonisolated let base: BindingLocation<Root>
  nonisolated(unsafe) let keyPath: WritableKeyPath<Root, Value>

  nonisolated init(base: BindingLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  nonisolated override func getOffMainActor() -> Value { base.getOffMainActor()[keyPath: keyPath] }
  nonisolated override func setOffMainActor(_ value: Value) {
    var root = base.getOffMainActor()
    root[keyPath: keyPath] = value
    base.setOffMainActor(root)
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
  nonisolated(unsafe) let object: Object
  nonisolated(unsafe) let keyPath: ReferenceWritableKeyPath<Object, Value>

  init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
  nonisolated override func getOffMainActor() -> Value { object[keyPath: keyPath] }
  nonisolated override func setOffMainActor(_ value: Value) { object[keyPath: keyPath] = value }
}

@MainActor
final class ClosureBindingLocation<Value>: BindingLocation<Value> {
  nonisolated(unsafe) let getter: () -> Value
  nonisolated(unsafe) let setter: (Value) -> Void

  nonisolated init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
  }

  nonisolated override func getOffMainActor() -> Value { getter() }
  nonisolated override func setOffMainActor(_ value: Value) { setter(value) }

  override func get() -> Value { getter() }
  // The getter may read state; making a binding is not a read of it.
  override func getUntracked() -> Value { UntrackedReads.perform(getter) }
  override func set(_ value: Value) { setter(value) }
}

@MainActor
final class ConstantBindingLocation<Value>: BindingLocation<Value> {
  nonisolated(unsafe) let value: Value

  nonisolated init(value: Value) {
    self.value = value
  }

  override func get() -> Value { value }
  override func set(_ value: Value) {}
  nonisolated override func getOffMainActor() -> Value { value }
  nonisolated override func setOffMainActor(_ value: Value) {}
}
