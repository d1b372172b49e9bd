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
public struct CheckJSONReport: Encodable, Sendable {
  /// One check in the document.
  ///
  /// The records the log was rendered from (``CheckResult/records``) are left out: they
  /// are the result channel's encoding, which changes with its protocol version, and
  /// `log` says the same in the lessons' words.
  public struct Check: Encodable, Sendable {
    /// What the check proves.
    public var name: String
    /// Whether it held.
    public var passed: Bool
    /// How it ended.
    public var outcome: CheckResult.Outcome
    /// For a failure, what was expected and what happened.
    public var message: String
    /// For a failure, the invalidation-log lines that explain it.
    public var log: [String]

    /// The entry for `result`.
    public init(_ result: CheckResult) {
      name = result.name
      passed = result.passed
      outcome = result.outcome
      message = result.message
      log = result.log
    }
  }

  /// One exercise in the document.
  public struct Entry: Encodable, Sendable {
    /// The exercise id.
    public var id: String
    /// `passed`, `failed`, `compile-error`, `timeout`, `crashed` or `tampered`.
    public var status: ExerciseStatus
    /// Each check: `name`, `passed`, `outcome`, `message`, and `log` lines for failures.
    public var checks: [Check]
    /// Wall-clock seconds, to the millisecond.
    public var seconds: Double
    /// Compile errors, for `compile-error`.
    public var diagnostics: [Diagnostic]?
    /// Notes such as the `import SwiftUI` rewrite or truncated output.
    public var notes: [String]?
    /// For `crashed`: the runtime's message.
    public var crashMessage: String?
    /// For `crashed` and `timeout`: the check that was running.
    public var interruptedCheck: String?
    /// For `tampered`: what differs from the shipped files.
    public var tamperedFiles: [String]?
    /// `true` when the result was reused from the last check of the same files.
    public var reused: Bool?
  }

  /// The format version of this document (``WorkbenchSupport/JSONFormat/version``).
  public var formatVersion = JSONFormat.version
  /// The exercises checked, in order.
  public var exercises: [Entry]
  /// When the progress file was found damaged: what happened and where it was kept. Absent otherwise.
  public var progressNotice: String?

  /// The document for these results; `progressNotices` are damage notices met
  /// elsewhere (the shell's catalogue read the progress file first).
  public init(_ results: [ExerciseResult], progressNotices: [String] = []) {
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
  public func text() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else {
      return "{\"exercises\": [], \"\(JSONFormat.versionKey)\": \(JSONFormat.version)}"
    }
    return String(decoding: data, as: UTF8.self)
  }
}
