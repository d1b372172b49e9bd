import ExerciseKit
import Foundation
import TestSupport
import Testing

/// The catalog finds the exercises in the lesson folders: no list of ids but the registry's digests.
@Suite struct ExerciseCatalogTests {
  /// A temporary `Lessons/` folder holding these (empty) folders.
  static func lessons(_ folders: [String]) throws -> URL {
    let lessons = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-catalog-\(UInt64.random(in: 0...UInt64.max))/Lessons", isDirectory: true)
    for folder in folders {
      try FileManager.default.createDirectory(
        at: lessons.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return lessons
  }

  @Test func anExerciseIsALessonFoldersExerciseNamedAfterItInTheFoldersOrder() throws {
    let lessons = try Self.lessons([
      "10-later/exercise", "2-second/exercise", "1.5-between/exercise", "unnumbered/exercise",
      "03-no-exercise", "Quiz", ".harness", ".hidden/exercise",
    ])
    defer { try? FileManager.default.removeItem(at: lessons.deletingLastPathComponent()) }
    let found = try ExerciseCatalog.exerciseFolders(in: lessons)
    #expect(found.map(\.id) == ["between", "second", "later", "unnumbered"])
    #expect(found.map(\.folder.lastPathComponent) == Array(repeating: "exercise", count: 4))
    #expect(found.first?.folder.deletingLastPathComponent().lastPathComponent == "1.5-between")
  }

  @Test func twoLessonFoldersOfOneIdAreReported() throws {
    let lessons = try Self.lessons(["01-same/exercise", "same/exercise"])
    defer { try? FileManager.default.removeItem(at: lessons.deletingLastPathComponent()) }
    #expect {
      try ExerciseCatalog.exerciseFolders(in: lessons)
    } throws: { error in
      guard case .malformedExercise(let id, let path, let problem)? = error as? ExerciseError else {
        return false
      }
      return id == "same" && path.hasSuffix("same/exercise") && problem.contains("01-same/exercise")
    }
  }

  @Test func theShippedExercisesAreTheLessonsInTheirOrder() throws {
    let catalog = try ExerciseCatalog.load(root: SourceTree.root)
    #expect(
      catalog.ids == (try ExerciseRegistry.recorded(in: SourceTree.url("Lessons"))).exercises.map(\.id))
    for exercise in catalog.exercises {
      let lessonFolder = exercise.directory.deletingLastPathComponent().lastPathComponent
      #expect(lessonFolder.hasSuffix("-\(exercise.id)"), "\(exercise.directory.path)")
      #expect(
        exercise.directory.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
          == "Lessons")
    }
  }
}
