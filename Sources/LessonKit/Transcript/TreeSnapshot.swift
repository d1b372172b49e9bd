import StateRuntime

/// The view tree after a step, as data: every line of `tree` as a node with
/// how often its body ran so far (its invalidation heat) and whether its
/// state was created in the step, plus the views discarded in the step.
public struct TreeSnapshot: Codable, Sendable, Hashable {
  /// The nodes in screen order (depth first), as `tree` prints them.
  public let nodes: [TreeNode]
  /// Views whose state was discarded in the step: they are no longer in ``nodes``.
  public let discarded: [DiscardedView]

  public init(nodes: [TreeNode], discarded: [DiscardedView]) {
    self.nodes = nodes
    self.discarded = discarded
  }

  /// The tree as `tree` prints it.
  public var text: String {
    nodes.map { String(repeating: "  ", count: $0.depth) + $0.text }.joined(separator: "\n")
  }

  /// The most body evaluations of any node.
  public var maximumBodyRuns: Int { nodes.map(\.bodyRuns).max() ?? 0 }

  /// The same tree with heat measured against `maximum` body evaluations
  /// (a run's highest count, so the shading of every step is comparable).
  public func withHeat(maximum: Int) -> TreeSnapshot {
    TreeSnapshot(
      nodes: nodes.map { $0.withHeat(maximum > 0 ? Double($0.bodyRuns) / Double(maximum) : 0) },
      discarded: discarded)
  }
}

/// One view, container or control in a ``TreeSnapshot``.
public struct TreeNode: Codable, Sendable, Hashable {
  /// What sort of node it is.
  public enum Role: String, Codable, Sendable, Hashable {
    /// A view with a `body` (yours): it has body evaluations and heat.
    case view
    /// A stack, list or other container.
    case container
    /// A text or control.
    case control
  }

  /// Nesting depth, 0 for the root.
  public let depth: Int
  /// The type name: `TitleEditor`, `VStack`, `TextField`.
  public let name: String
  /// The line as `tree` prints it: `TextField "Title": "Q3 report"`.
  public let text: String
  public let role: Role
  /// The identity path, when the runtime's records pin it down.
  public let path: String?
  /// Body evaluations since mount (of this identity when ``path`` is known, else of its type).
  public let bodyRuns: Int
  /// ``bodyRuns`` relative to the run's highest count, 0...1.
  public let heat: Double
  /// Whether state was created for this view in the step (a new identity).
  public let stateCreated: Bool

  func withHeat(_ heat: Double) -> TreeNode {
    TreeNode(
      depth: depth, name: name, text: text, role: role, path: path, bodyRuns: bodyRuns, heat: heat,
      stateCreated: stateCreated)
  }
}

/// A view whose identity went away in the step, and its state with it.
public struct DiscardedView: Codable, Sendable, Hashable {
  public let view: String
  public let path: String
  /// `_label = value` pairs, in declaration order.
  public let properties: [String]
}
