extension ViewGraph {
  /// The line the body of `node` is recorded with: `evaluateBody` records it,
  /// and a pasted `Self._printChanges()` prints it before the body returns.
  func pendingChange(of node: ViewNode) -> BodyChange {
    BodyChange(
      view: node.typeName, qualifiedView: node.qualifiedTypeName, path: node.path,
      reasons: node.pendingReasons.inPrintChangesOrder(), pass: pass)
  }
}
