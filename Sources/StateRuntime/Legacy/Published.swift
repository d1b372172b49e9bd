/// A property of an `ObservableObject` that announces every write.
///
/// Like Combine's, it sends `objectWillChange` on every set, even when the
/// new value equals the old one, and then publishes the new value to the
/// subscribers of its publisher (`$property`) in `willSet`, before the
/// property holds it: "subscribers receive the new value before it's actually
/// set on the property" (https://developer.apple.com/documentation/combine/published).
@propertyWrapper
public struct Published<Value> {
  /// The value and the subscribers of `$property`, shared by the wrapper's copies.
  let storage: PublishedStorage<Value>

  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  /// A `@Published` property that starts with `value` (Combine's spelling for `_name = Published(initialValue:)`).
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The publisher of the property's values: `$property`.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.connect(to: object)
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.connect(to: object)
      MainThread.deliveringAfter {
        storage.set(newValue)
      }
    }
  }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    projected wrappedKeyPath: KeyPath<EnclosingSelf, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Publisher {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.connect(to: object)
      return Publisher(storage: storage)
    }
    set {}
  }
}

/// What a `@Published` property holds: its value, the subscribers of its publisher, and
/// the object whose `objectWillChange` a write announces.
final class PublishedStorage<Value> {
  private(set) var value: Value
  let subscribers = ConduitList<Value, Never>()
  /// Announces a write on the enclosing object (set at its first access through it).
  private var willChange: (() -> Void)?
  /// Subscriptions made by `assign(to: &$property)`: they last as long as the property.
  private var kept: [AnyCancellable] = []

  init(_ value: Value) {
    self.value = value
  }

  func connect<Object: ObservableObject>(to object: Object) {
    guard willChange == nil else { return }
    willChange = { [weak object] in object?.objectWillChange.send() }
  }

  /// Announces the write, publishes `newValue`, then stores it: Combine's `willSet` order.
  func set(_ newValue: Value) {
    willChange?()
    subscribers.send(newValue)
    value = newValue
  }

  func keep(_ subscription: AnyCancellable) {
    kept.append(subscription)
  }
}
