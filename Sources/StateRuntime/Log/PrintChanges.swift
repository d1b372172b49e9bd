// `Self._printChanges()` and `Self._logChanges()`, pasted into a body.
//
// SwiftUI declares both as static methods on View (`static func
// _printChanges()`); called while a body is evaluated, they report why that
// body is running, in the same line the invalidation log shows
// (`BodyChange.description`). The reasons are the node's pending ones: the
// BodyChange the graph records is made only after the body returns.

extension View {
  /// Prints why the body being evaluated is running, as a `_printChanges` line.
  ///
  /// Paste it into a body, as in SwiftUI; it prints to standard output:
  ///
  /// ```swift
  /// var body: some View {
  ///   let _ = Self._printChanges()
  ///   Text(title)
  /// }
  /// ```
  ///
  /// Outside a body evaluation it prints nothing.
  public static func _printChanges() {
    guard let (_, change) = ChangeReporting.currentChange() else { return }
    ChangeReporting.write(change.description)
  }

  /// Logs why the body being evaluated is running, as a `_printChanges` line.
  ///
  /// SwiftUI sends the line to the unified log (subsystem `com.apple.SwiftUI`,
  /// category "Changed Body Properties"). Here the host's log is the place: the
  /// line is recorded as ``RuntimeEvent/changesLogged(_:)`` in
  /// ``ViewHost/events``, just before the body's own ``RuntimeEvent/bodyEvaluated(_:)``.
  ///
  /// ```swift
  /// var body: some View {
  ///   let _ = Self._logChanges()
  ///   Text(title)
  /// }
  /// ```
  public static func _logChanges() {
    guard let (graph, change) = ChangeReporting.currentChange() else { return }
    graph.record(.changesLogged(change))
  }
}

/// Finds the body evaluation in progress, for the pasted debugging calls.
@MainActor
enum ChangeReporting {
  /// Where `_printChanges()` writes: standard output, or a test's sink.
  static var write: (String) -> Void = { print($0) }

  /// Graphs of live hosts. A static call has no host to ask, and bodies run
  /// one at a time on the main actor, so at most one graph is evaluating.
  private static var graphs: [WeakGraph] = []

  private struct WeakGraph {
    weak var graph: ViewGraph?
  }

  /// Makes `graph` findable by `_printChanges()`; hosts call it once.
  static func register(_ graph: ViewGraph) {
    graphs.removeAll { $0.graph == nil }
    graphs.append(WeakGraph(graph: graph))
  }

  /// The change of the body being evaluated now, with its graph.
  static func currentChange() -> (ViewGraph, BodyChange)? {
    // The newest graph first: a host made inside another's body is the one evaluating.
    for entry in graphs.reversed() {
      guard let graph = entry.graph, let node = graph.currentEvaluation else { continue }
      return (graph, graph.pendingChange(of: node))
    }
    return nil
  }
}
