/// A view whose identity went away in the step, and its state with it.
public struct DiscardedView: Codable, Sendable, Hashable {
  public let view: String
  public let path: String
  /// `_label = value` pairs, in declaration order.
  public let properties: [String]
}
