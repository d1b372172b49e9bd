import StateRuntime

/// A stretch of the invalidation log and what produced it: a scenario step or
/// a command typed at the app.
///
/// A mounted lesson's session credits each action since mount to one, so `log` and the
/// session's export can say which step or command each line came from.
package struct LogSegment: Sendable {
  /// What produced the events.
  package enum Source: Sendable, Hashable, CustomStringConvertible {
    /// A scenario step, 1-based, with its title.
    case step(number: Int, title: String)
    /// A command typed at the mounted app, as the action it performed.
    case command(String)

    package var description: String {
      switch self {
      case .step(let number, let title): "step \(number) · \(title)"
      case .command(let command): "you · \(command)"
      }
    }
  }

  package let source: Source
  /// The action performed (`tap "Save"`, `mount`).
  package let action: Command
  /// The runtime's records for that action, in order.
  package let events: [RuntimeEvent]
  /// The view tree right after the action, for a session's export (`log --html`).
  package let tree: TreeSnapshot?
  /// Body evaluations since mount, by view type, right after the action.
  package let bodyCountsSoFar: [String: Int]

  package init(
    source: Source, action: Command, events: [RuntimeEvent], tree: TreeSnapshot? = nil,
    bodyCountsSoFar: [String: Int] = [:]
  ) {
    self.source = source
    self.action = action
    self.events = events
    self.tree = tree
    self.bodyCountsSoFar = bodyCountsSoFar
  }
}
