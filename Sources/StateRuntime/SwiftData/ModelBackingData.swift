/// The storage behind a `@Model` instance: its values, its Observation registrar, its
/// identifier and the context it belongs to.
///
/// Apple's `BackingData` is a protocol with a store-specific implementation; the runtime has
/// one, in memory. `@Model`'s expansion makes one per instance and hands it over in
/// `init(backingData:)` when a context materialises a stored model.
public final class ModelBackingData {
  let registrar = ObservationRegistrar()
  private(set) var values: [AnyKeyPath: Any]
  var identifier: PersistentIdentifier
  weak var context: ModelContext?
  var isDeleted = false
  var hasChanges = false

  /// Empty storage for a new model of `type`.
  public init<Model: PersistentModel>(for type: Model.Type) {
    values = [:]
    identifier = PersistentIdentifier(temporaryFor: ModelValues.entityName(of: type))
    ModelValues.register(type)
  }

  init(values: [AnyKeyPath: Any], identifier: PersistentIdentifier) {
    self.values = values
    self.identifier = identifier
  }

  /// Stores a property's initial value without telling anyone: `@Model`'s `init` accessor.
  public func setInitialValue<Model, Value>(_ value: Value, forKey keyPath: KeyPath<Model, Value>) {
    values[keyPath] = value
  }

  func storedValue(forKey keyPath: AnyKeyPath) -> Any? { values[keyPath] }

  func value<Model, Value>(forKey keyPath: KeyPath<Model, Value>) -> Value {
    guard let value = values[keyPath] as? Value else {
      fatalError(
        "SwiftData: \(identifier.entityName) has no value for \(keyPath); "
          + "was the model initialised by `@Model`'s init accessor?")
    }
    return value
  }

  func setValue(_ value: Any, forKey keyPath: AnyKeyPath) {
    values[keyPath] = value
  }

  /// Replaces every value at once (a context refreshing a registered model).
  func replaceValues(_ newValues: [AnyKeyPath: Any]) {
    values = newValues
  }
}
