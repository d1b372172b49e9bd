import Foundation

/// Runs blocking test work (a whole run of the binary) on a thread of its own.
///
/// Swift Testing runs tests on the cooperative pool, which has as many threads as
/// cores (two here); a test that blocks one for a minute holds up every other test's
/// tasks, and timing tests elsewhere then fail. Expectations stay in the test: the
/// work only returns values.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread {
      do {
        continuation.resume(returning: try work())
      } catch {
        continuation.resume(throwing: error)
      }
    }.start()
  }
}
