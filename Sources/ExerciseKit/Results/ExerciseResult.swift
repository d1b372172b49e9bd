/// Everything one `lessons check` of one exercise found out.
package struct ExerciseResult: Sendable, Equatable, Codable {
  /// The exercise id.
  package var id: String
  /// The verdict.
  package var status: ExerciseStatus
  /// Each check in the order it ran; empty when nothing ran (compile error, tampered).
  package var checks: [CheckResult]
  /// Wall-clock seconds for the whole check, compile included.
  package var seconds: Double
  /// Compile errors, for ``ExerciseStatus/compileError``.
  package var diagnostics: [Diagnostic] = []
  /// Sentences worth showing whatever the status: the `import SwiftUI` rewrite, truncated output.
  package var notes: [String] = []
  /// What the program printed (bounded), for crashes, timeouts and curious learners.
  package var output: String = ""
  /// For ``ExerciseStatus/crashed``, the runtime's message (`Fatal error: ...`) or the signal.
  package var crashMessage: String?
  /// For crashes and timeouts, the check that was running.
  package var interruptedCheck: String?
  /// For ``ExerciseStatus/tampered``, the paths of the files that are missing or differ from what was shipped.
  package var tamperedFiles: [String] = []
  /// Whether this is the saved result of an earlier check of exactly the same files
  /// (see ``ExerciseWorkbench/checkAll(_:options:events:cancellation:)``).
  package var reused = false
  /// When the progress file was found damaged while recording this result: where it was kept.
  package var progressNotice: String?

  /// A result with the given verdict; the other fields start empty.
  package init(id: String, status: ExerciseStatus, checks: [CheckResult] = [], seconds: Double = 0) {
    self.id = id
    self.status = status
    self.checks = checks
    self.seconds = seconds
  }
}
