import Foundation
import LessonKit
import Synchronization
import TestSupport
import Testing

/// `run ID --compare --json` of a course lesson, run once per test process and shared by the
/// suites that read it (the transcript exports, the handouts, the discarding lesson's
/// picture): both versions and the comparison are children of the lesson's program, and a run
/// costs seconds, so the same run is not repeated for each suite that looks at it.
///
/// Only for runs with the checkout's own course and environment: a test that changes either
/// runs the binary itself.
enum CourseRunRecord {
  /// What one run printed: its JSON, and the transcript decoded from it.
  struct Record: Sendable {
    let json: String
    let transcript: Transcript
  }

  private static let records = Mutex<[String: Result<Record, RecordError>]>([:])

  /// A run that failed or printed what does not decode, with what it printed.
  struct RecordError: Error, CustomStringConvertible {
    let description: String
  }

  /// The record of lesson `id`, running it on first use.
  ///
  /// Two tests asking at once may both run it; the first to finish is kept.
  static func of(_ id: String) throws -> Record {
    if let known = records.withLock({ $0[id] }) { return try known.get() }
    let outcome: Result<Record, RecordError>
    do {
      let run = try LessonsBinary.run(["run", id, "--compare", "--json"])
      if run.status == 0, let transcript = try? TranscriptJSON.decode(run.standardOutput) {
        outcome = .success(Record(json: run.standardOutput, transcript: transcript))
      } else {
        outcome = .failure(
          RecordError(
            description:
              "run \(id) --compare --json exited \(run.status):\n\(run.standardOutput)\(run.standardError)"))
      }
    } catch {
      outcome = .failure(RecordError(description: "run \(id) --compare --json did not start: \(error)"))
    }
    return try records.withLock { known in
      if let first = known[id] { return first }
      known[id] = outcome
      return outcome
    }.get()
  }
}
