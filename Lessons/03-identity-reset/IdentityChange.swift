import Foundation

/// What differs between two identity paths of the same view, in words:
/// a move between the branches of an `if`, or a new `.id()` value.
///
/// Paths come from the runtime's events, e.g.
/// `Screen/VStack[2](else).id(1)/Composer` and `Screen/VStack[2](if)/VStack[1].id(1)/Composer`.
struct IdentityChange: CustomStringConvertible {
  let from: String
  let to: String

  var description: String {
    let oldBranches = Self.branches(in: from)
    let newBranches = Self.branches(in: to)
    if oldBranches != newBranches, let old = oldBranches.last, let new = newBranches.last {
      return "it moved from the \(old) branch to the \(new) branch of an if"
    }
    if let old = Self.explicitID(in: from), let new = Self.explicitID(in: to), old != new {
      return "its .id changed from \(old) to \(new)"
    }
    return "its identity changed (\(from) → \(to))"
  }

  /// `if`/`else` markers along the path, outermost first.
  static func branches(in path: String) -> [String] {
    path.split(separator: "/").compactMap { component in
      if component.contains("(if)") { return "if" }
      if component.contains("(else)") { return "else" }
      return nil
    }
  }

  /// The innermost `.id(…)` value on the path.
  static func explicitID(in path: String) -> String? {
    guard let range = path.range(of: ".id(", options: .backwards) else { return nil }
    let rest = path[range.upperBound...]
    guard let close = rest.firstIndex(of: ")") else { return nil }
    return String(rest[..<close])
  }
}
