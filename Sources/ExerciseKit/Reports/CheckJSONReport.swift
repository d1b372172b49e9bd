import Foundation

/// The `lessons check --json` document: `{"exercises": [{"id", "status", "checks", "seconds"}]}`.
///
/// The four documented keys per exercise are stable; the extra keys (`diagnostics`,
/// `notes`, `crashMessage`, `interruptedCheck`, `tamperedFiles`) appear only when they
/// have something to say.
public struct CheckJSONReport: Encodable, Sendable {
  /// One exercise in the document.
  public struct Entry: Encodable, Sendable {
    public var id: String
    public var status: ExerciseStatus
    public var checks: [CheckResult]
    public var seconds: Double
    public var diagnostics: [Diagnostic]?
    public var notes: [String]?
    public var crashMessage: String?
    public var interruptedCheck: String?
    public var tamperedFiles: [String]?
  }

  /// The exercises checked, in order.
  public var exercises: [Entry]

  /// The document for these results.
  public init(_ results: [ExerciseResult]) {
    exercises = results.map { result in
      Entry(
        id: result.id, status: result.status, checks: result.checks,
        seconds: (result.seconds * 1000).rounded() / 1000,
        diagnostics: result.diagnostics.isEmpty ? nil : result.diagnostics,
        notes: result.notes.isEmpty ? nil : result.notes,
        crashMessage: result.crashMessage, interruptedCheck: result.interruptedCheck,
        tamperedFiles: result.tamperedFiles.isEmpty ? nil : result.tamperedFiles)
    }
  }

  /// The document as pretty-printed JSON text (keys sorted, so output is stable).
  public func text() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{\"exercises\": []}" }
    return String(decoding: data, as: UTF8.self)
  }
}
