import Synchronization

/// Where an Observation observer registered outside any view reports its firing:
/// the host whose code registered it.
///
/// An observer made with `withObservationTracking` is not a view, so nothing in the
/// graph hears it fire; the log still owes the learner a line when its closure runs
/// (issue 34, item 6), in order with the writes the closure makes. The site is found
/// when the observer registers, on the main actor, and keeps its host weakly.
struct ObserverSite: Sendable {
  /// The host current when the observer registered, if any: an observer made before
  /// its host (a model built with the root view) has none yet.
  private weak var graph: ViewGraph?
  private let activity: ActivityMonitor?
  /// Registration order: where the line sorts among the notifications of one write.
  private let order: Int

  /// Registrations so far, for ``order``.
  private static let registrations = Atomic<Int>(0)

  /// The site for an observer registered now; `nil` off the main actor, where no host's
  /// code runs.
  static func here() -> ObserverSite? {
    guard MainThread.isCurrent else { return nil }
    return MainActor.assumeIsolated {
      let graph = ChangeReporting.currentGraph()
      let order = registrations.add(1, ordering: .relaxed).newValue
      return ObserverSite(graph: graph, activity: graph?.activity, order: order)
    }
  }

  /// Records that the observer's closure runs now, naming the property whose write fired it.
  ///
  /// The line goes to the host whose code made the write (its action or task), else to
  /// the host the observer registered in. On the main actor it is recorded at once,
  /// before the closure runs; a write from another thread reaches the log at the main
  /// actor's next turn.
  func reportRun(_ reaction: @escaping @Sendable (String?) -> ChangeActionRan.Reaction, changed: AnyKeyPath?)
  {
    let (registered, order) = (self.graph, self.order)
    // A key path is an immutable value; 6.3.1 does not mark `AnyKeyPath` Sendable.
    nonisolated(unsafe) let changed = changed
    let record: @MainActor @Sendable () -> Void = {
      guard let graph = ActingNode.current?.graph ?? registered else { return }
      let property = changed.map { graph.propertyName(for: $0) }
      // The views this write notified are told in an order Observation leaves open, and
      // the log keeps them sorted (NotificationRun); the observer's line goes after them.
      graph.recordNotification(
        .changeActionRan(ChangeActionRan(view: nil, path: nil, reaction: reaction(property))),
        source: property ?? "an observed property", key: NotificationRun.Key(depth: .max, id: order))
    }
    if let activity {
      MainThread.perform(activity, record)
    } else if MainThread.isCurrent {
      MainActor.assumeIsolated(record)
    } else {
      Task { @MainActor in record() }
    }
  }

  /// Runs `work` on the main actor in a later turn, counted as running work so that
  /// `settle()` waits for it.
  func later(_ work: @escaping @MainActor @Sendable () -> Void) {
    guard let activity else {
      Task { @MainActor in work() }
      return
    }
    let ticket = activity.begin("an observer running again after a change")
    Task { @MainActor in
      work()
      activity.end(ticket)
    }
  }
}

extension ChangeReporting {
  /// The host learner code runs in now: the one whose action or task is running, or the
  /// one evaluating a body; `nil` outside both (a model made before its host).
  static func currentGraph() -> ViewGraph? {
    if let acting = ActingNode.current { return acting.graph }
    return currentChange()?.0
  }
}
