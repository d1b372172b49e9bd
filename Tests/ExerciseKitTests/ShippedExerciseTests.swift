import ExerciseKit
import Foundation
import TestSupport
import Testing

/// The CI proof for the shipped exercises: every starter fails at least one check,
/// every reference solution passes them all.
@Suite struct ShippedExerciseTests {
  /// The course's exercises, read from its folders as the tool reads them.
  static let ids = ((try? ExerciseRegistry.recorded(in: SourceTree.url("Lessons")))?.exercises ?? []).map(
    \.id)

  static var options: CheckOptions {
    var options = CheckOptions(timeout: 20)
    options.recordsProgress = false
    return options
  }

  @Test(arguments: ids)
  func theStarterFailsAtLeastOneCheck(id: String) async throws {
    let project = try TestProject(copyingRealExercises: [id])
    defer { project.remove() }
    let result = try await project.workbench.checkOffThePool(id, options: Self.options)
    let report = CheckReportRenderer(styler: .plain).render(result)
    if ProcessInfo.processInfo.environment["LESSONS_TEST_VERBOSE"] != nil { print(report) }
    #expect(result.status == .failed, "\(report)")
    #expect(result.checks.contains { !$0.passed }, "\(report)")
    #expect(result.checks.contains { $0.passed }, "a starter should get some things right: \(report)")
  }

  @Test(arguments: ids)
  func theReferencePassesEveryCheck(id: String) async throws {
    let project = try TestProject(copyingRealExercises: [id])
    defer { project.remove() }
    try project.useSolution(for: id)
    let result = try await project.workbench.checkOffThePool(id, options: Self.options)
    #expect(result.status == .passed, "\(CheckReportRenderer(styler: .plain).render(result))")
    #expect(result.checks.count >= 3)
  }

  @Test func everyShippedExerciseIsComplete() throws {
    let catalog = try ExerciseCatalog.load(root: SourceTree.root)
    #expect(catalog.ids == Self.ids)
    for exercise in catalog.exercises {
      #expect(exercise.hints.count >= 2, "\(exercise.id) needs at least two hints")
      #expect(!exercise.task.isEmpty)
      #expect(exercise.learnerFileName != "Checks.swift")
      #expect(FileManager.default.fileExists(atPath: exercise.solutionFile.path))
      // The learner's file is theirs, in Exercises/: the course ships its starter.
      #expect(FileManager.default.fileExists(atPath: exercise.starterFile.path))
    }
  }

  @Test func theRegisteredDigestsMatchTheShippedFiles() throws {
    let recorded = try ExerciseRegistry.recording(SourceTree.url("Lessons"))
    let shipped = try ExerciseRegistry.recorded(in: SourceTree.url("Lessons"))
    #expect(!shipped.exercises.isEmpty)
    // Every exercise of the course records its digest: none is trusted as it happens to be.
    for (id, folder) in try ExerciseCatalog.exerciseFolders(in: SourceTree.url("Lessons")) {
      #expect(
        RecordedChecksDigest.read(in: folder) != .absent,
        "\(id): write its digest with `sha256sum Checks.swift > Checks.sha256` in \(folder.path)")
    }
    #expect(recorded.exercises.map(\.id) == shipped.exercises.map(\.id))
    let changes = recorded.changes(from: shipped).joined(separator: "\n")
    #expect(
      changes.isEmpty,
      """
      Checks.swift or the harness changed: write
      \(changes)
      (in the exercise's folder: sha256sum Checks.swift > Checks.sha256)
      """)
  }
}
