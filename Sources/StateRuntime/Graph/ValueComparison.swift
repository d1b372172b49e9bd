/// Whether two values are "the same input", by the rules SwiftUI uses to
/// decide that a view's input did not change.
///
/// John Harper of the SwiftUI team (quoted in Chris Eidhof's "SwiftUI View
/// Equality"): SwiftUI assumes `==` is a true equality check, so plain data
/// (POD, Swift's `_isPOD()`) is compared directly, bit for bit, and its `==`
/// is never called; other values use `==` when they are Equatable and are
/// otherwise compared field by field, with the same rules applied to each
/// field. Modelled here, value by value:
/// - plain data: bit for bit (`-0.0` differs from `0.0`; an `==` that
///   ignores a field is not consulted);
/// - class instances: by identity;
/// - other Equatable values (`String`, arrays of them): `==`;
/// - functions: by function and context, bit for bit. A closure literal that
///   captures nothing has no context and is the same every time; one that
///   captures gets a new context each time it is made (each body), so it
///   counts as changed;
/// - structs, tuples, enums, optionals and collections: field by field;
/// - anything else opaque: bit for bit.
enum ValueComparison {
  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if isPlainData(lhs) { return bitwiseEqual(lhs, rhs) }
    if type(of: lhs) is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    if let equatable = lhs as? any Equatable {
      return equatable.isEqual(toAny: rhs)
    }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .struct, .tuple, .collection, .dictionary, .set, .optional:
      return childrenEqual(left, right)
    case .enum:
      return caseName(lhs) == caseName(rhs) && childrenEqual(left, right)
    default:
      // Functions (their function and context) and other opaque values.
      return bitwiseEqual(lhs, rhs)
    }
  }

  /// Whether the value's type is plain data (`_isPOD`): no references, no
  /// closures, nothing that needs retaining.
  static func isPlainData(_ value: Any) -> Bool {
    func check<T>(_: T) -> Bool { _isPOD(T.self) }
    return _openExistential(value, do: check)
  }

  /// Compares the two values' bytes. The values must have the same type.
  static func bitwiseEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    // Both are opened to their own dynamic type, so a function's bytes are
    // its own function pointer and context, not a thunk's.
    func openLeft<Left>(_ left: Left) -> Bool {
      func openRight<Right>(_ right: Right) -> Bool {
        withUnsafeBytes(of: left) { leftBytes in
          withUnsafeBytes(of: right) { rightBytes in leftBytes.elementsEqual(rightBytes) }
        }
      }
      return _openExistential(rhs, do: openRight)
    }
    return _openExistential(lhs, do: openLeft)
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
