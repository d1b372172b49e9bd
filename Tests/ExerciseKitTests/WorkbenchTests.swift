import Foundation
import Testing
import WorkbenchSupport

@testable import ExerciseKit

/// Hints, restore, solution and progress: no compiler involved.
@Suite struct WorkbenchTests {
  static func project() throws -> TestProject {
    try TestProject(exercises: [
      "probe": [
        ".starter/Answer.swift": "func answer() -> Int { 41 }\n",
        ".solution/Answer.swift": "func answer() -> Int { 42 }\n",
        "Checks.swift": "import StateRuntime\n",
        "HINTS.md":
          "Intro text is not a hint.\n\n## First\nLook at the number.\n\n## Second\nIt should be 42.\n",
      ]
    ])
  }

  @Test func hintsAreRevealedInOrderAndCounted() throws {
    let project = try Self.project()
    defer { project.remove() }
    let workbench = project.workbench
    let first = try workbench.nextHint("probe")
    #expect(first == HintReveal(number: 1, total: 2, text: "Look at the number.", wasAlreadyRevealed: false))
    let second = try workbench.nextHint("probe")
    #expect(second.number == 2 && second.text == "It should be 42." && !second.wasAlreadyRevealed)
    let again = try workbench.nextHint("probe")
    #expect(again.number == 2 && again.wasAlreadyRevealed)
    #expect(try workbench.progress.load().progress["probe"].hintsUsed == 2)
  }

  @Test func restoreRestoresTheStarterAndKeepsABackup() throws {
    let project = try Self.project()
    defer { project.remove() }
    let learner = project.root.appendingPathComponent("Exercises/probe/Answer.swift")
    try FileManager.default.createDirectory(
      at: learner.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("func answer() -> Int { 7 }\n".utf8).write(to: learner)
    let outcome = try project.workbench.restore("probe")
    #expect(try String(contentsOf: learner, encoding: .utf8) == "func answer() -> Int { 41 }\n")
    let backup = try #require(outcome.backup)
    #expect(backup.lastPathComponent == "Answer.swift.backup-1")
    #expect(try String(contentsOf: backup, encoding: .utf8) == "func answer() -> Int { 7 }\n")
    // In the state directory, not beside the file, where git would show it as untracked.
    #expect(backup.path.hasPrefix(project.workbench.directories.url.path + "/backups/probe/"))
    let folder = project.root.appendingPathComponent("Exercises/probe").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.contains("backup") })

    // Nothing worth keeping: the file is the starter, or it is gone.
    #expect(try project.workbench.restore("probe").backup == nil)
    try FileManager.default.removeItem(at: learner)
    #expect(try project.workbench.restore("probe").backup == nil)
    #expect(FileManager.default.fileExists(atPath: learner.path))

    try Data("second edit\n".utf8).write(to: learner)
    #expect(try project.workbench.restore("probe").backup?.lastPathComponent == "Answer.swift.backup-2")
  }

  @Test func theSolutionUnlocksAfterAPassOrWithForce() throws {
    let project = try Self.project()
    defer { project.remove() }
    let workbench = project.workbench
    #expect(throws: ExerciseError.solutionLocked(id: "probe")) { try workbench.solution("probe") }
    let forced = try workbench.solution("probe", force: true)
    #expect(forced.source == "func answer() -> Int { 42 }\n" && !forced.earned)
    var passed = ExerciseResult(id: "probe", status: .passed)
    workbench.record(&passed)
    #expect(try workbench.solution("probe").earned)
    let record = try workbench.progress.load().progress["probe"]
    #expect(
      record.attempts == 1 && record.passes == 1 && record.lastStatus == .passed && record.firstPassed != nil)
  }

  @Test func aDamagedProgressFileIsSetAsideAndReported() throws {
    let project = try Self.project()
    defer { project.remove() }
    let workbench = project.workbench
    try FileManager.default.createDirectory(at: workbench.directories.url, withIntermediateDirectories: true)
    let file = workbench.directories.stateFile(ExerciseProgressStore.fileName)
    try Data("{ not json".utf8).write(to: file)
    let hint = try workbench.nextHint("probe")
    #expect(hint.number == 1)
    let notice = try #require(hint.progressNotice)
    #expect(notice.contains("exercise-progress.json.damaged-1"))
    #expect(notice.contains("not valid JSON"))
    let keptAside = URL(fileURLWithPath: file.path + ".damaged-1")
    #expect(try String(contentsOf: keptAside, encoding: .utf8) == "{ not json")
    #expect(try workbench.progress.load().progress["probe"].hintsUsed == 1)
  }

  @Test func theJSONReportHasTheDocumentedShape() throws {
    var result = ExerciseResult(
      id: "draft-title", status: .failed,
      checks: [
        CheckResult(
          name: "the field follows an undo", passed: false, message: "expected \"Draft\"",
          records: .init(entries: .lines(["a"]))),
        CheckResult(name: "the field shows the title", passed: true),
      ], seconds: 1.23456)
    result.notes = ["a note"]
    let text = CheckJSONReport([result]).text()
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["formatVersion"] as? Int == JSONFormat.version)
    let exercises = try #require(document["exercises"] as? [[String: Any]])
    #expect(exercises.count == 1)
    let exercise = exercises[0]
    #expect(exercise["id"] as? String == "draft-title")
    #expect(exercise["status"] as? String == "failed")
    #expect(exercise["seconds"] as? Double == 1.235)
    let checks = try #require(exercise["checks"] as? [[String: Any]])
    #expect(
      checks.map { $0["name"] as? String } == ["the field follows an undo", "the field shows the title"])
    #expect(checks.map { $0["passed"] as? Bool } == [false, true])
    #expect(checks[0]["message"] as? String == "expected \"Draft\"")
    // The log as lines; the records they came from are the result channel's business.
    #expect(checks[0]["log"] as? [String] == ["a"])
    #expect(Set(checks[0].keys) == ["name", "passed", "outcome", "message", "log"])
    #expect(exercise["diagnostics"] == nil)
    #expect(
      ExerciseStatus.allCases.map(\.rawValue) == [
        "passed", "failed", "compile-error", "timeout", "crashed", "tampered",
      ])
  }

  @Test func theProjectRootIsFoundFromBelowOrReportedWithEveryPlaceTried() throws {
    let project = try Self.project()
    defer { project.remove() }
    let nested = project.root.appendingPathComponent("Lessons/probe/exercise").path
    let found = try ProjectRoot.locate(environment: [:], currentDirectory: nested)
    #expect(found.resolvingSymlinksInPath().path == project.root.resolvingSymlinksInPath().path)

    let explicit = try ProjectRoot.locate(
      environment: ["LESSONS_ROOT": project.root.path], currentDirectory: "/")
    #expect(explicit.path == project.root.standardizedFileURL.path)

    do {
      _ = try ProjectRoot.locate(environment: ["LESSONS_ROOT": "/nonexistent"], currentDirectory: "/")
      Issue.record("expected no project")
    } catch {
      #expect(error == .projectRootNotFound(lookedIn: ["/nonexistent (from LESSONS_ROOT)"]))
      #expect(error.description.contains("LESSONS_ROOT"))
    }
  }
}
