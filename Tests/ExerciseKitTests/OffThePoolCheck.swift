import ExerciseKit

extension ExerciseWorkbench {
  /// `check` on a thread of its own.
  ///
  /// A check blocks for seconds on `swiftc` and the check program. Run on the
  /// test runner's cooperative pool, which has only as many threads as cores,
  /// it would hold up every other test's tasks meanwhile.
  func checkOffThePool(_ id: String, options: CheckOptions) async throws(ExerciseError) -> ExerciseResult {
    try await BackgroundRunner.run { cancellation throws(ExerciseError) in
      try check(id, options: options, cancellation: cancellation)
    }
  }
}
