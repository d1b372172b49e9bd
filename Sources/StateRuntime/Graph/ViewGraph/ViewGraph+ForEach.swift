// The runtime issues a ForEach raises, in SwiftUI's words (see ForEach.swift and
// ForEach+ConstantRange.swift for when).

extension ViewGraph {
  func reportDuplicateID(_ id: AnyHashable, in node: ViewNode, typeDescription: String) {
    raise(
      RuntimeIssue(
        kind: .duplicateForEachID, severity: .warning,
        message: "\(typeDescription): the ID \(ValueDescription.describe(id.base)) occurs multiple times "
          + "within the collection, this will give undefined results!",
        path: node.path))
  }
}

extension ViewGraph {
  func reportNonConstantRange(count: Int, initialCount: Int, in node: ViewNode, typeDescription: String) {
    raise(
      RuntimeIssue(
        kind: .nonConstantForEachRange, severity: .warning,
        message: "\(typeDescription) count (\(count)) != its initial count (\(initialCount)). "
          + "`ForEach(_:content:)` should only be used for *constant* data. "
          + "Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!",
        path: node.path))
  }
}
