/// Where an Observation observer registered outside any view reports its firing:
/// the host whose code registered it.
///
/// An observer made with `withObservationTracking` is not a view, so nothing in the
/// graph hears it fire; the log still owes the learner a line when its closure runs
/// (issue 34, item 6), in order with the writes the closure makes. The site is found
/// when the observer registers, on the main actor, and keeps its host weakly.
struct ObserverSite: Sendable {
  private weak var graph: ViewGraph?
  private let activity: ActivityMonitor

  /// The site for an observer registered now, or `nil` off the main actor or with no host.
  static func here() -> ObserverSite? {
    guard MainThread.isCurrent else { return nil }
    return MainActor.assumeIsolated {
      guard let graph = ChangeReporting.currentGraph() else { return nil }
      return ObserverSite(graph: graph, activity: graph.activity)
    }
  }

  /// Records that the observer's closure runs now, naming the property whose write fired it.
  ///
  /// On the main actor the line is recorded at once, before the closure runs; a write
  /// from another thread reaches the log at the main actor's next turn.
  func reportRun(_ reaction: @escaping @Sendable (String?) -> ChangeActionRan.Reaction, changed: AnyKeyPath?)
  {
    let graph = self.graph
    // A key path is an immutable value; 6.3.1 does not mark `AnyKeyPath` Sendable.
    nonisolated(unsafe) let changed = changed
    MainThread.perform(activity) {
      guard let graph else { return }
      let property = changed.map { graph.propertyName(for: $0) }
      graph.record(.changeActionRan(ChangeActionRan(view: nil, path: nil, reaction: reaction(property))))
    }
  }

  /// Runs `work` on the main actor in a later turn, counted as running work so that
  /// `settle()` waits for it.
  func later(_ work: @escaping @MainActor @Sendable () -> Void) {
    let ticket = activity.begin("an observer running again after a change")
    let activity = self.activity
    Task { @MainActor in
      work()
      activity.end(ticket)
    }
  }
}

extension ChangeReporting {
  /// The host learner code runs in now: the one whose action or task is running, the
  /// one evaluating a body, or else the newest live one.
  static func currentGraph() -> ViewGraph? {
    if let acting = ActingNode.current { return acting.graph }
    if let (graph, _) = currentChange() { return graph }
    return newestGraph()
  }
}

extension ViewGraph {
  /// `Type.property` for a key path fired outside any view: named near the first view
  /// that holds an object of the key path's root type (see ``propertyName(for:near:)``).
  func propertyName(for keyPath: AnyKeyPath) -> String {
    let root = ObjectIdentifier(type(of: keyPath).rootType)
    let holders = nodesByID.keys.sorted().compactMap { nodesByID[$0]?.node }
    let holder = holders.first { node in
      ObservedObjects.reachable(from: node).contains { ObjectIdentifier(type(of: $0)) == root }
    }
    guard let near = holder ?? holders.first else {
      return ViewTypeInfo.baseName(of: type(of: keyPath).rootType)
    }
    return propertyName(for: keyPath, near: near)
  }
}
