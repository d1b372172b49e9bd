import Foundation
import WorkbenchSupport

/// The `lessons check --json` document: `{"exercises": [{"id", "status", "checks", "seconds"}],
/// "formatVersion": 2}` (``WorkbenchSupport/JSONFormat``).
///
/// The four documented keys per exercise are stable; the extra keys (`diagnostics`,
/// `notes`, `crashMessage`, `interruptedCheck`, `tamperedFiles`, `reused`) appear only
/// when they have something to say, as does the document's `progressNotice` (a damaged
/// progress file was set aside). Each check has `name`, `passed`, `outcome` (`passed`,
/// `failed`, `crashed`, `timed-out`, `not-run`), `message` and `log`: the lines the text
/// report prints, rendered from the runtime's records.
package struct CheckJSONReport: Encodable, Sendable {
  /// One check in the document.
  ///
  /// The records the log was rendered from (``CheckResult/records``) are left out: they
  /// are the result channel's encoding, which changes with its protocol version, and
  /// `log` says the same in the lessons' words.
  package struct Check: Encodable, Sendable {
    /// What the check proves.
    package var name: String
    /// Whether it held.
    package var passed: Bool
    /// How it ended.
    package var outcome: CheckResult.Outcome
    /// For a failure, what was expected and what happened.
    package var message: String
    /// For a failure, the invalidation-log lines that explain it.
    package var log: [String]

    /// The entry for `result`.
    package init(_ result: CheckResult) {
      name = result.name
      passed = result.passed
      outcome = result.outcome
      message = result.message
      log = result.log
    }
  }

  /// One exercise in the document.
  package struct Entry: Encodable, Sendable {
    /// The exercise id.
    package var id: String
    /// `passed`, `failed`, `compile-error`, `timeout`, `crashed` or `tampered`.
    package var status: ExerciseStatus
    /// Each check: `name`, `passed`, `outcome`, `message`, and `log` lines for failures.
    package var checks: [Check]
    /// Wall-clock seconds, to the millisecond.
    package var seconds: Double
    /// Compile errors, for `compile-error`.
    package var diagnostics: [Diagnostic]?
    /// Notes such as the `import SwiftUI` rewrite or truncated output.
    package var notes: [String]?
    /// For `crashed`: the runtime's message.
    package var crashMessage: String?
    /// For `crashed` and `timeout`: the check that was running.
    package var interruptedCheck: String?
    /// For `tampered`: what differs from the shipped files.
    package var tamperedFiles: [String]?
    /// `true` when the result was reused from the last check of the same files.
    package var reused: Bool?
  }

  /// The format version of this document (``WorkbenchSupport/JSONFormat/version``).
  package var formatVersion = JSONFormat.version
  /// The exercises checked, in order.
  package var exercises: [Entry]
  /// When the progress file was found damaged: what happened and where it was kept. Absent otherwise.
  package var progressNotice: String?

  /// The document for these results; `progressNotices` are damage notices met
  /// elsewhere (the shell's catalog read the progress file first).
  package init(_ results: [ExerciseResult], progressNotices: [String] = []) {
    let notices = progressNotices + results.compactMap(\.progressNotice)
    progressNotice = notices.isEmpty ? nil : notices.joined(separator: " ")
    exercises = results.map { result in
      Entry(
        id: result.id, status: result.status, checks: result.checks.map(Check.init),
        seconds: (result.seconds * 1000).rounded() / 1000,
        diagnostics: result.diagnostics.isEmpty ? nil : result.diagnostics,
        notes: result.notes.isEmpty ? nil : result.notes,
        crashMessage: result.crashMessage, interruptedCheck: result.interruptedCheck,
        tamperedFiles: result.tamperedFiles.isEmpty ? nil : result.tamperedFiles,
        reused: result.reused ? true : nil)
    }
  }

  /// The document as pretty-printed JSON text (keys sorted, so output is stable).
  package func text() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else {
      return "{\"exercises\": [], \"\(JSONFormat.versionKey)\": \(JSONFormat.version)}"
    }
    return String(decoding: data, as: UTF8.self)
  }
}
