/// A type-erased list of the values pushed on a `NavigationStack`.
///
/// As SwiftUI's `NavigationPath`: values of any `Hashable` types, in push
/// order; the last one is the view on top.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(Recipe.pancakes)   // pushes its destination
/// path.removeLast()              // pops it, and its state is discarded
/// ```
public struct NavigationPath: Equatable, CustomStringConvertible {
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() {
    elements = []
  }

  /// A path holding `elements`, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many views are pushed above the root.
  public var count: Int { elements.count }

  /// Whether the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`: the stack shows the destination declared for its type.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }

  public var description: String {
    "NavigationPath([" + elements.map { ValueDescription.describe($0.base) }.joined(separator: ", ") + "])"
  }
}
