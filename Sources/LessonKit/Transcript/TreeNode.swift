/// One view, container or control in a ``TreeSnapshot``.
package struct TreeNode: Codable, Sendable, Hashable {
  /// What sort of node it is.
  package enum Role: String, Codable, Sendable, Hashable {
    /// A view with a `body` (yours): it has body evaluations and heat.
    case view
    /// A stack, list or other container.
    case container
    /// A text or control.
    case control
  }

  /// Nesting depth, 0 for the root.
  package let depth: Int
  /// The type name: `NoteEditor`, `VStack`, `TextField`.
  package let name: String
  /// The line as `tree` prints it: `TextField "Title": "Q3 report"`.
  package let text: String
  package let role: Role
  /// The identity path, when the runtime's records pin it down.
  package let path: String?
  /// Body evaluations since mount (of this identity when ``path`` is known, else of its type).
  package let bodyRuns: Int
  /// ``bodyRuns`` relative to the run's highest count, 0...1.
  package let heat: Double
  /// Whether state was created for this view in the step (a new identity).
  package let stateCreated: Bool

  func withHeat(_ heat: Double) -> TreeNode {
    TreeNode(
      depth: depth, name: name, text: text, role: role, path: path, bodyRuns: bodyRuns, heat: heat,
      stateCreated: stateCreated)
  }
}
