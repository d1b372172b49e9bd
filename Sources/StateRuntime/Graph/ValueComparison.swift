/// Field-by-field comparison of view values, as SwiftUI compares view inputs.
///
/// Equatable values compare with `==`; class instances by identity; structs,
/// tuples, enums and optionals field by field. Closures cannot be compared and
/// count as changed, which is what SwiftUI does too: a view that stores a
/// freshly made closure re-evaluates whenever its parent does.
enum ValueComparison {
  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let equatable = lhs as? any Equatable {
      return equatable.isEqual(toAny: rhs)
    }
    let lhsType = type(of: lhs)
    guard lhsType == type(of: rhs) else { return false }
    if lhsType is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .struct, .tuple, .collection, .dictionary, .set, .optional:
      return childrenEqual(left, right)
    case .enum:
      return caseName(lhs) == caseName(rhs) && childrenEqual(left, right)
    default:
      // Functions and other opaque values: no way to tell, so "changed".
      return false
    }
  }

  private static func childrenEqual(_ left: Mirror, _ right: Mirror) -> Bool {
    guard left.children.count == right.children.count else { return false }
    for (l, r) in zip(left.children, right.children) where !isEqual(l.value, r.value) {
      return false
    }
    return true
  }

  private static func caseName(_ value: Any) -> String {
    let text = String(describing: value)
    return String(text.prefix { $0 != "(" })
  }
}

extension Equatable {
  /// `==` against a value whose type is known only at run time.
  func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
