import LessonKit

extension LessonScenario: TreePicturing {
  func treeSnapshot() -> (tree: TreeSnapshot, title: String)? {
    guard let host = run.app?.host else { return nil }
    let last = run.logSegments.last
    let tree = TreeSnapshot(rendered: host.render(), events: host.events, stepEvents: last?.events ?? [])
    let after = last.map { " after \($0.source)" } ?? ""
    return (tree.withHeat(maximum: tree.maximumBodyRuns), "\(lesson.id) (\(variant.rawValue))\(after)")
  }
}
