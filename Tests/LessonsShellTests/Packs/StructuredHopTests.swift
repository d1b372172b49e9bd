import Foundation
import TestSupport
import Testing

/// Lesson 20's fix against a run: awaiting the `@concurrent` download (no
/// `Task.detached`) shows the headlines with no background-publishing warning.
/// The code itself says no detached task is left in the fix. The lesson is loaded
/// at run time, so the run is the tool's (`run main-actor-model --fixed --json`).
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct StructuredHopTests {
  /// What `run --json` reports of a step: its command and what its expectations observed.
  struct Step: Decodable {
    struct Expectation: Decodable {
      let description: String
      let observed: String
      let holds: Bool
    }
    let command: String
    let expectations: [Expectation]
  }

  struct Report: Decodable {
    struct Version: Decodable { let steps: [Step] }
    let versions: [Version]
  }

  @Test func theFixAwaitsTheDownloadWithoutADetachedTask() throws {
    let run = try LessonsBinary.run(["run", "main-actor-model", "--fixed", "--json"])
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    let report = try JSONDecoder().decode(Report.self, from: Data(run.standardOutput.utf8))
    let refresh = try #require(report.versions.first?.steps.first { $0.command == "tap \"Refresh\"" })
    let observed = refresh.expectations.map(\.observed)
    #expect(observed.contains("\"Headlines: Rates hold · Rain ahead\""), "\(observed)")
    #expect(observed.contains("no warning"), "\(observed)")
    #expect(refresh.expectations.allSatisfy { $0.holds }, "\(observed)")
    let fixed = try String(
      contentsOf: SourceTree.url("Lessons/20-main-actor-model/MainActorModel+Fixed.swift"), encoding: .utf8)
    #expect(!fixed.contains("Task.detached {"))
  }
}
