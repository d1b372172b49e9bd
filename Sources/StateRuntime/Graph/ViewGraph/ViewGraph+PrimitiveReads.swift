extension ViewGraph {
  /// Runs `read` as a dependency scope of the primitive `node` itself: what a
  /// sheet reads from its `isPresented` binding, what a stack reads from its
  /// path, what `.focused` reads from its focus state.
  ///
  /// SwiftUI's presentation modifiers hold the binding, not the view that
  /// passed `$showDetail`: a write to it re-makes the modifier's children
  /// without running the presenting view's body. So the read counts for the
  /// primitive, which a write invalidates and the next pass reconciles. The
  /// scope must not enclose content building (``buildContent(of:_:)``):
  /// nested Observation scopes merge their reads into the outer one.
  func trackReads<Result>(of node: ViewNode, _ read: () -> Result) -> Result {
    // Brought up to date now: a pending invalidation of it is answered.
    dirty[node.id] = nil
    node.pendingReasons = []
    let token = startTracking(node)
    let outer = currentEvaluation
    currentEvaluation = node
    defer { currentEvaluation = outer }
    return DependencyTracking.track(token: token, graph: self, read)
  }

  /// A box of per-identity memory a primitive keeps in its node, made on first use.
  ///
  /// Kept under a `$`-prefixed name, which no view property has, so the
  /// discarded-state log (which lists a view's own properties) never shows it.
  func memory<Box: AnyObject>(_ name: String, of node: ViewNode, make: () -> Box) -> Box {
    if let existing = node.stateObjects["$" + name] as? Box { return existing }
    let box = make()
    node.stateObjects["$" + name] = box
    return box
  }
}
