import Synchronization

/// Helpers the SwiftData model shares: names for the log, equality of stored values, and the
/// models a value refers to (a relationship).
enum ModelValues {
  private struct Names: @unchecked Sendable {
    var registered: Set<ObjectIdentifier> = []
    var byKeyPath: [AnyKeyPath: String] = [:]
  }

  private static let names = Mutex(Names())

  /// Learns a model type's property names from its `schemaMetadata`, once: key paths carry no
  /// names on Linux, and the log names the property a write changed (`Voyage.name`).
  static func register<Model: PersistentModel>(_ type: Model.Type) {
    let isNew = names.withLock { $0.registered.insert(ObjectIdentifier(type)).inserted }
    guard isNew else { return }
    let entity = entityName(of: type)
    let metadata = Model.schemaMetadata.map { (key: $0.keypath, name: "\(entity).\($0.name)") }
    names.withLock { names in
      for (key, name) in metadata { names.byKeyPath[key] = name }
    }
  }

  /// `Voyage.name` for a model's key path, when its type was registered.
  static func registeredName(of keyPath: AnyKeyPath) -> String? {
    names.withLock { $0.byKeyPath[keyPath] }
  }

  /// The model type's name as the log and identifiers show it (`Voyage`).
  static func entityName(of type: Any.Type) -> String {
    ViewTypeInfo.baseName(of: type)
  }

  /// The property a key path names (`name` for `\Voyage.name`).
  static func propertyName(_ keyPath: AnyKeyPath, in type: Any.Type) -> String {
    if let name = registeredName(of: keyPath) {
      return String(name.dropFirst(entityName(of: type).count + 1))
    }
    let text = String(describing: keyPath)
    let prefix = "\\\(entityName(of: type))."
    if let range = text.range(of: prefix) { return String(text[range.upperBound...]) }
    return text.split(separator: ".").last.map(String.init) ?? text
  }

  /// `==` when both values are of one `Equatable` type; models by identity.
  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isEqual(toAny: rhs) }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return false
  }

  /// The models a stored value refers to: a model, an optional one, or an array of them.
  static func relatedModels(in value: Any) -> [any PersistentModel] {
    if let model = value as? any PersistentModel { return [model] }
    if let models = value as? [any PersistentModel] { return models }
    return []
  }
}
