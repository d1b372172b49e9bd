import LessonKit

extension PlayScenario: TreePicturing {
  /// The tree the program drew after its last command, with heat since the mount and the
  /// marks of that command, named as the session names what is mounted.
  func treeSnapshot() -> (tree: TreeSnapshot, title: String)? {
    guard let last = steps.last else { return nil }
    let tree = TreeSnapshot(
      rendered: last.tree, events: steps.flatMap(\.events), stepEvents: last.events)
    let after = last.command == .mount ? "" : " after \(producer(ofStepAt: steps.count - 1))"
    return (tree.withHeat(maximum: tree.maximumBodyRuns), mountedName + after)
  }
}
