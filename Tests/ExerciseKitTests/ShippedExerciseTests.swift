import ExerciseKit
import Foundation
import TestSupport
import Testing

/// The shipped exercises are whole and registered as they are.
///
/// That every starter fails a check (and passes another) and every reference solution passes
/// them all is proved by `lessons pack check Lessons`, which scripts/test runs beside the
/// suite, as it proves any pack's exercises; `lessons pack check Lessons/NN-id` proves one.
@Suite struct ShippedExerciseTests {
  /// The course's exercises, read from its folders as the tool reads them.
  static let ids = ((try? ExerciseRegistry.recorded(in: SourceTree.url("Lessons")))?.exercises ?? []).map(
    \.id)

  @Test func everyShippedExerciseIsComplete() throws {
    let catalog = try ExerciseCatalog.load(root: SourceTree.root)
    #expect(catalog.ids == Self.ids)
    for exercise in catalog.exercises {
      #expect(exercise.hints.count >= 2, "\(exercise.id) needs at least two hints")
      // A reference that passes fewer than three checks proves little (the pack check runs them).
      let checks = try String(contentsOf: exercise.checksFile, encoding: .utf8)
      #expect(checks.components(separatedBy: "Check(\"").count - 1 >= 3, "\(exercise.id) needs three checks")
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
