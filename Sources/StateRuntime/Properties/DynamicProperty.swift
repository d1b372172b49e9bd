/// A stored property of a view whose value the runtime keeps or supplies,
/// such as `@State`, `@Binding` or `@Environment`.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// How the runtime connects a dynamic property found in a fresh view value
/// to the storage kept for the view's identity.
///
/// Found with `Mirror` by label (`_title`), never by poking type metadata.
@MainActor
protocol DynamicPropertySlot {
  /// Connects the property to the node's storage; called on every new view value.
  func link(_ context: LinkContext)

  /// Whether this property's input differs from the same property of the
  /// previous view value (a binding now transmitting another value, another
  /// observed object). `nil` means "not compared by value" (state, environment).
  func inputChanged(from previous: Any) -> Bool?

  /// Whether this property makes the view's value differ (`@self`) from the
  /// same property of the previous value: a `@State` given another initial
  /// value. SwiftUI compares a view's fields, wrappers included.
  func valueDiffers(from previous: Any) -> Bool
}

extension DynamicPropertySlot {
  func inputChanged(from previous: Any) -> Bool? { nil }
  func valueDiffers(from previous: Any) -> Bool { false }
}

/// What a dynamic property needs while it is being linked.
@MainActor
struct LinkContext {
  let node: ViewNode
  /// The property's stored name, with the underscore: `_title`.
  let label: String

  var graph: ViewGraph { node.graph }
}
