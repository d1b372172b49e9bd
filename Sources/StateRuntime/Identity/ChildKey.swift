/// Where a child sits inside its parent: one step of a view's identity path.
enum ChildKey: Hashable, CustomStringConvertible {
  /// The body of a view with a `body`.
  case body
  /// The single content of a container or modifier.
  case content
  /// The n-th view of a `@ViewBuilder` block.
  case position(Int)
  /// The `if` (true) or `else` (false) branch; `Optional` content uses `true`.
  case branch(Bool)
  /// A `ForEach` element, by its id.
  case element(AnyHashable)
  /// An explicit `.id(_:)`.
  case explicit(AnyHashable)

  var description: String {
    switch self {
    case .body, .content: ""
    case .position(let index): "[\(index)]"
    case .branch(let isTrue): isTrue ? "(if)" : "(else)"
    case .element(let id): "[id: \(ChildKey.describe(id))]"
    case .explicit(let id): ".id(\(ChildKey.describe(id)))"
    }
  }

  /// Ids are mostly integers and strings: describe those without reflection.
  static func describe(_ id: AnyHashable) -> String {
    if let number = id.base as? Int { return String(number) }
    if let text = id.base as? String { return "\"\(text)\"" }
    return ValueDescription.describe(id.base)
  }
}
