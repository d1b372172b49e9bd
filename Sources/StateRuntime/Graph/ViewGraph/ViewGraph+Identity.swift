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
    let recordsIdentityChanges = node.hasReconciledChildren
    node.hasReconciledChildren = true
    let removed = node.children.filter { !matched.contains($0.key) }
    let firstEvent = events.count
    // Only a mounted view's children changing is an identity change worth a record.
    let discarded = recordsIdentityChanges ? removed.map(\.compositeReferences) : []
    // Identities that went away are discarded before new ones are created,
    // so the log reads "discarded, then created".
    for old in removed {
      unmount(old)
    }
    var inserted: [ViewNode] = []
    node.children = children.map { child in
      if matched.contains(child.key), let old = existing[child.key] {
        update(old, with: child.view, environment: environment, forcingEquatable: child.forcesEquatable)
        return old
      }
      let new = makeNode(child.view, key: child.key, parent: node, environment: environment)
      inserted.append(new)
      return new
    }
    guard recordsIdentityChanges, !removed.isEmpty || !inserted.isEmpty else { return }
    let changes = identityChanges(
      in: node, removed: Array(zip(removed, discarded)), inserted: inserted)
    // Before the discards and creations they explain, as the log reads them.
    for (offset, change) in changes.enumerated() {
      insertEvent(.identityChanged(change), at: firstEvent + offset)
    }
  }

  /// Pairs each child that went away with the new child in its place, if one took it: the
  /// same key with another type, or another `.id` or branch where one was.
  private func identityChanges(
    in node: ViewNode, removed: [(node: ViewNode, discarded: [ViewReference])], inserted: [ViewNode]
  ) -> [IdentityChange] {
    let owner = (node.isComposite ? node : node.contentOwner)?.reference
    var unpaired = inserted
    var changes: [IdentityChange] = []
    for (old, discarded) in removed {
      let index = unpaired.firstIndex { new in Self.kindOfReplacement(old, by: new) != nil }
      guard let index, let kind = Self.kindOfReplacement(old, by: unpaired[index]) else {
        changes.append(
          IdentityChange(
            kind: .removed, owner: owner, pass: pass, oldPath: old.path, newPath: nil, discarded: discarded,
            created: []))
        continue
      }
      let new = unpaired.remove(at: index)
      changes.append(
        IdentityChange(
          kind: kind, owner: owner, pass: pass, oldPath: old.path, newPath: new.path, discarded: discarded,
          created: new.compositeReferences))
    }
    for new in unpaired {
      changes.append(
        IdentityChange(
          kind: .inserted, owner: owner, pass: pass, oldPath: nil, newPath: new.path, discarded: [],
          created: new.compositeReferences))
    }
    return changes
  }

  /// What makes `new` another identity in the place of `old`, or `nil` when it is not in its place.
  private static func kindOfReplacement(_ old: ViewNode, by new: ViewNode) -> IdentityChange.Kind? {
    switch (old.key, new.key) {
    case (.explicit(let before), .explicit(let after)):
      return .idChanged(old: ChildKey.describe(before), new: ChildKey.describe(after))
    case (.branch(let before), .branch(let after)) where before != after:
      return .branchChanged(old: before ? "if" : "else", new: after ? "if" : "else")
    case (let before, let after) where before == after:
      return .typeChanged(old: old.typeName, new: new.typeName)
    default:
      return nil
    }
  }
}
