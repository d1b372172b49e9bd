/// Helpers the SwiftData model shares: names for the log, equality of stored values, and the
/// models a value refers to (a relationship).
enum ModelValues {
  /// The model type's name as the log and identifiers show it (`Trip`).
  static func entityName(of type: Any.Type) -> String {
    ViewTypeInfo.baseName(of: type)
  }

  /// The property a key path names (`name` for `\Trip.name`).
  static func propertyName(_ keyPath: AnyKeyPath, in type: Any.Type) -> String {
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
