/// Callbacks a caller uses to show a check while it runs. Any may be called from another thread.
package struct CheckEvents: Sendable {
  /// A message to show now, e.g. "Building the StateRuntime module for check and play…".
  package var announce: @Sendable (String) -> Void
  /// For `--all`: how many exercises are done, out of how many, and which are still running.
  package var progress: @Sendable (_ done: Int, _ total: Int, _ running: [String]) -> Void

  /// For `--all`: one exercise's result, as soon as it is known, and how many are done out of how many.
  package var finished: @Sendable (_ done: Int, _ total: Int, _ result: ExerciseResult) -> Void

  /// Events that go nowhere.
  package static let silent = CheckEvents(announce: { _ in }, progress: { _, _, _ in })

  /// Events delivered to these closures.
  package init(
    announce: @escaping @Sendable (String) -> Void,
    progress: @escaping @Sendable (_ done: Int, _ total: Int, _ running: [String]) -> Void = { _, _, _ in },
    finished: @escaping @Sendable (_ done: Int, _ total: Int, _ result: ExerciseResult) -> Void = { _, _, _ in
    }
  ) {
    self.announce = announce
    self.progress = progress
    self.finished = finished
  }
}
