/// The verdict on one exercise, spelled as in `lessons check --json`.
package enum ExerciseStatus: String, Sendable, Codable, CaseIterable {
  /// Every check passed.
  case passed
  /// The program ran and at least one check failed.
  case failed
  /// The learner's file (or the checks against it) did not compile, or the file is missing.
  case compileError = "compile-error"
  /// The checks did not finish within the time limit.
  case timeout
  /// The program stopped abnormally: `fatalError`, a failed precondition, a signal, the memory limit.
  case crashed
  /// `Checks.swift` or the harness differs from what the tool shipped.
  case tampered

  /// Whether this counts as a pass for progress and the exit code.
  package var isPass: Bool { self == .passed }
}
