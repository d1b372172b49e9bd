/// What one dynamic property of a view value is connected to, per view
/// identity.
///
/// SwiftUI copies a view value into every place it is used and installs each
/// property's storage into that copy, so one value placed twice
/// (`VStack { counter; counter }`) is two identities with two states, and a
/// value moved to another branch starts fresh ("state belongs to identity,
/// not to the value", WWDC21 "Demystify SwiftUI"). Here every copy of a view
/// value shares its properties' handles, so a handle keeps one link per
/// identity and answers for the identity doing the work: the view whose body
/// or content is being built, else the view whose control, modifier or task
/// is acting (``ActingNode``), walking up from it to the nearest identity that
/// linked this value.
@MainActor
final class IdentityLinks<Target> {
  private var links: [(node: WeakNode, target: Target)] = []
  /// The link made last: the answer when only one identity holds the value.
  private var latest: Target?

  /// Made with the view value, off the main actor as view structs may be.
  nonisolated init() {}

  /// The target linked for `node`, if this value was linked there before.
  func target(for node: ViewNode) -> Target? {
    links.first { $0.node.node === node }?.target
  }

  /// Links the value to `target` for `node`, forgetting identities that left.
  func link(_ target: Target, for node: ViewNode) {
    links.removeAll { $0.node.node === node || !($0.node.node?.isMounted ?? false) }
    links.append((WeakNode(node: node), target))
    latest = target
  }

  /// The target of the identity doing the work now.
  var current: Target? {
    guard links.count > 1 else { return latest }
    let graph = links.last?.node.node?.graph
    var candidate = graph?.currentEvaluation ?? ActingNode.current
    while let node = candidate {
      if let target = target(for: node) { return target }
      candidate = node.parent
    }
    return latest
  }
}

/// The view on whose behalf learner code runs outside a body: the control
/// tapped, the modifier whose action runs, and every task they start (a task
/// local, so `Task { }` inside an action inherits it).
enum ActingNode {
  @TaskLocal static var current: ViewNode?
}
