/// A property of an `ObservableObject` that announces every write.
///
/// Like Combine's, it sends `objectWillChange` on every set, even when the
/// new value equals the old one.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      MainThread.deliveringAfter {
        object.objectWillChange.send()
        object[keyPath: storageKeyPath].value = newValue
      }
    }
  }
}
