/// The shared bookkeeping of ``ExerciseWorkbench/checkAll(_:options:events:cancellation:)``.
struct CheckAllState: Sendable {
  var results: [Result<ExerciseResult, ExerciseError>?]
  var next = 0
  var done = 0
  var running: [String] = []
  var stopped = false
}
