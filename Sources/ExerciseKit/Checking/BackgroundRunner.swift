import Foundation

/// Runs blocking exercise work (compiles, checks, watching) on its own thread, for async callers.
///
/// The work blocks on child processes for seconds; on Swift's cooperative pool that
/// would starve other tasks, so it gets a thread of its own. Cancelling the awaiting
/// task raises the work's ``CancellationFlag``, which kills any running child.
///
/// ```swift
/// let result = try await BackgroundRunner.run { cancellation in
///   try workbench.check("draft-title", cancellation: cancellation)
/// }
/// ```
package enum BackgroundRunner {
  /// Runs `work` on a new thread and returns its result; task cancellation cancels it.
  ///
  /// - Parameter also: another cancellation source, e.g. `{ InterruptSignal.isPending }`.
  package static func run<Value: Sendable>(
    also external: (@Sendable () -> Bool)? = nil,
    _ work: @escaping @Sendable (CancellationFlag) throws(ExerciseError) -> Value
  ) async throws(ExerciseError) -> Value {
    let flag = external.map { CancellationFlag(also: $0) } ?? CancellationFlag()
    let outcome: Result<Value, ExerciseError> = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let thread = Thread {
          do throws(ExerciseError) {
            continuation.resume(returning: .success(try work(flag)))
          } catch {
            continuation.resume(returning: .failure(error))
          }
        }
        thread.stackSize = 8 << 20
        thread.start()
      }
    } onCancel: {
      flag.cancel()
    }
    return try outcome.get()
  }
}
