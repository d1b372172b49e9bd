import LessonsProtocol

/// One embedded check's outcome.
package struct CheckResult: Sendable, Codable, Equatable {
  /// How one check ended.
  package enum Outcome: String, Sendable, Codable, Equatable {
    /// It held.
    case passed
    /// An expectation did not hold, or it threw.
    case failed
    /// The program stopped while this check ran.
    case crashed
    /// The time limit passed while this check ran.
    case timedOut = "timed-out"
    /// It never started: an earlier check crashed or timed out.
    case notRun = "not-run"
  }

  /// What the check proves, e.g. "the field follows an undo".
  package var name: String
  /// Whether it held.
  package var passed: Bool
  /// How it ended; ``passed`` is `outcome == .passed`.
  package var outcome: Outcome
  /// For a failure, what was expected and what happened; empty on a pass.
  package var message: String
  /// For a failure, the invalidation-log lines that explain it (`NoteEditor: _title changed.`),
  /// rendered by the tool from ``records`` (``HarnessMessage/FailureLog/lines``).
  package var log: [String]
  /// For a failure with a log, the records the check program sent: the runtime's events
  /// or body changes, or the lines a check wrote. `nil` when there is no log.
  /// Kept with saved results; not part of the `--json` document (see ``CheckJSONReport/Check``).
  package var records: HarnessMessage.FailureLog?

  /// A check that ran to its end; `message` and `log` matter for failures.
  package init(name: String, passed: Bool, message: String = "", log: [String] = []) {
    self.init(name: name, outcome: passed ? .passed : .failed, message: message, log: log)
  }

  /// A check with the given outcome.
  package init(name: String, outcome: Outcome, message: String = "", log: [String] = []) {
    self.name = name
    self.passed = outcome == .passed
    self.outcome = outcome
    self.message = message
    self.log = log
  }

  /// A check that ran to its end and sent `records` as its log, shown as their ``HarnessMessage/FailureLog/lines``.
  package init(name: String, passed: Bool, message: String, records: HarnessMessage.FailureLog) {
    let lines = records.lines
    self.init(name: name, passed: passed, message: message, log: lines)
    self.records = lines.isEmpty ? nil : records
  }
}
