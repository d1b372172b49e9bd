/// Deterministic, readable descriptions of values for the log.
///
/// Never prints addresses: instances of classes are named by their type, so
/// the same scenario prints the same text every run.
enum ValueDescription {
  static func describe(_ value: Any) -> String {
    switch value {
    case let string as String: return "\"\(string)\""
    case let substring as Substring: return "\"\(substring)\""
    case let bool as Bool: return bool ? "true" : "false"
    default: break
    }
    let type = Swift.type(of: value)
    if type is AnyClass {
      return "\(type) instance"
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    if mirror.displayStyle == .collection {
      let elements = mirror.children.prefix(6).map { describe($0.value) }
      let more = mirror.children.count > 6 ? ", …" : ""
      return "[" + elements.joined(separator: ", ") + more + "]"
    }
    let text = String(describing: value)
    return text.count > 80 ? String(text.prefix(79)) + "…" : text
  }
}
