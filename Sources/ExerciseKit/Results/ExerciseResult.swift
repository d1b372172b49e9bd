/// Everything one `lessons check` of one exercise found out.
public struct ExerciseResult: Sendable, Equatable, Codable {
  /// The exercise id.
  public var id: String
  /// The verdict.
  public var status: ExerciseStatus
  /// Each check in the order it ran; empty when nothing ran (compile error, tampered).
  public var checks: [CheckResult]
  /// Wall-clock seconds for the whole check, compile included.
  public var seconds: Double
  /// Compile errors, for ``ExerciseStatus/compileError``.
  public var diagnostics: [Diagnostic] = []
  /// Sentences worth showing whatever the status: the `import SwiftUI` rewrite, truncated output.
  public var notes: [String] = []
  /// What the program printed (bounded), for crashes, timeouts and curious learners.
  public var output: String = ""
  /// For ``ExerciseStatus/crashed``, the runtime's message (`Fatal error: ...`) or the signal.
  public var crashMessage: String?
  /// For crashes and timeouts, the check that was running.
  public var interruptedCheck: String?
  /// For ``ExerciseStatus/tampered``, the paths of the files that are missing or differ from what was shipped.
  public var tamperedFiles: [String] = []
  /// Whether this is the saved result of an earlier check of exactly the same files
  /// (see ``ExerciseWorkbench/checkAll(_:options:events:cancellation:)``).
  public var reused = false
  /// When the progress file was found damaged while recording this result: where it was kept.
  public var progressNotice: String?

  /// A result with the given verdict; the other fields start empty.
  public init(id: String, status: ExerciseStatus, checks: [CheckResult] = [], seconds: Double = 0) {
    self.id = id
    self.status = status
    self.checks = checks
    self.seconds = seconds
  }
}
