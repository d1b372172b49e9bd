import StateRuntime

/// The view tree after a step, as data: every line of `tree` as a node with
/// how often its body ran so far (its invalidation heat) and whether its
/// state was created in the step, plus the views discarded in the step.
package struct TreeSnapshot: Codable, Sendable, Hashable {
  /// The nodes in screen order (depth first), as `tree` prints them.
  package let nodes: [TreeNode]
  /// Views whose state was discarded in the step: they are no longer in ``nodes``.
  package let discarded: [DiscardedView]

  package init(nodes: [TreeNode], discarded: [DiscardedView]) {
    self.nodes = nodes
    self.discarded = discarded
  }

  /// The tree as `tree` prints it.
  package var text: String {
    nodes.map { String(repeating: "  ", count: $0.depth) + $0.text }.joined(separator: "\n")
  }

  /// The most body evaluations of any node.
  package var maximumBodyRuns: Int { nodes.map(\.bodyRuns).max() ?? 0 }

  /// The same tree with heat measured against `maximum` body evaluations
  /// (a run's highest count, so the shading of every step is comparable).
  package func withHeat(maximum: Int) -> TreeSnapshot {
    TreeSnapshot(
      nodes: nodes.map { $0.withHeat(maximum > 0 ? Double($0.bodyRuns) / Double(maximum) : 0) },
      discarded: discarded)
  }
}
