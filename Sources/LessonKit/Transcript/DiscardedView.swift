/// A view whose identity went away in the step, and its state with it.
package struct DiscardedView: Codable, Sendable, Hashable {
  package let view: String
  package let path: String
  /// `_label = value` pairs, in declaration order.
  package let properties: [String]
}
