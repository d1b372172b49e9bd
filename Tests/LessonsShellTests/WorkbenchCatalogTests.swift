import Foundation
import TestSupport
import Testing
import WorkbenchSupport

@testable import LessonsShell

@MainActor
struct WorkbenchCatalogTests {
  private func catalog(progressJSON: String?) throws -> (WorkbenchCatalog, URL) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    if let progressJSON {
      try Data(progressJSON.utf8).write(to: home.appendingPathComponent("exercise-progress.json"))
    }
    return (WorkbenchCatalog(stateDirectory: StateDirectory(url: home, cacheURL: home)), home)
  }

  @Test func listsTheShippedLessonsAndExercisesInOrder() throws {
    let (catalog, home) = try catalog(progressJSON: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    // The course's folders, in order, and their exercises, found in `Lessons/`.
    #expect(catalog.lessons.map(\.id) == CourseLessonFolder.ids())
    #expect(catalog.exercises.map(\.id) == CourseExercise.all().map(\.id))
    #expect(catalog.lessons.count >= 4)
    #expect(catalog.lessons.allSatisfy { $0.progress == .notStarted })
    #expect(catalog.notices.isEmpty)
  }

  @Test func marksComeFromExerciseProgress() throws {
    let (first, second, third) = (CourseExercise.id(0), CourseExercise.id(1), CourseExercise.id(2))
    let (catalog, home) = try catalog(
      progressJSON: """
        {"version": 1, "exercises": {
          "\(first)": {"attempts": 2, "passes": 1, "hintsUsed": 0},
          "\(third)": {"attempts": 0, "passes": 0, "hintsUsed": 1}}}
        """)
    defer { try? FileManager.default.removeItem(at: home) }
    let marks = Dictionary(uniqueKeysWithValues: catalog.exercises.map { ($0.id, $0.progress) })
    #expect(marks[first] == .done)
    #expect(marks[third] == .started)
    #expect(marks[second] == .notStarted)
    #expect(catalog.lessons.first { $0.id == first }?.progress == .done)
  }

  @Test func aDamagedProgressFileIsReportedNotHidden() throws {
    let (catalog, home) = try catalog(progressJSON: "garbage{")
    defer { try? FileManager.default.removeItem(at: home) }
    #expect(catalog.exercises.allSatisfy { $0.progress == .notStarted })
    #expect(catalog.notices.count == 1)
    #expect(catalog.notices.first?.contains("damaged") == true)
  }
}
