/// Identity: which existing view a new child value is.
///
/// A child is the same view as before when its key (structural position,
/// `if`/`else` branch, `ForEach` element id or explicit `.id`; see
/// ``ChildKey``) and its type are the same: it keeps its state and only its
/// value is replaced. Any other child is a new identity with fresh state, and
/// an identity that is not there any more is discarded with its state
/// (WWDC21 "Demystify SwiftUI").
extension ViewGraph {
  /// Matches new child values to existing identities by key and type.
  func reconcile(_ node: ViewNode, children: [ChildView], environment: EnvironmentValues? = nil) {
    let environment = environment ?? node.environment
    var existing: [ChildKey: ViewNode] = [:]
    for child in node.children {
      existing[child.key] = child
    }
    var matched: Set<ChildKey> = []
    for child in children {
      if let old = existing[child.key], old.typeID == ObjectIdentifier(type(of: child.view)) {
        matched.insert(child.key)
      }
    }
    // Identities that went away are discarded before new ones are created,
    // so the log reads "discarded, then created".
    for old in node.children where !matched.contains(old.key) {
      unmount(old)
    }
    node.children = children.map { child in
      if matched.contains(child.key), let old = existing[child.key] {
        update(old, with: child.view, environment: environment, forcingEquatable: child.forcesEquatable)
        return old
      }
      return makeNode(child.view, key: child.key, parent: node, environment: environment)
    }
  }
}
