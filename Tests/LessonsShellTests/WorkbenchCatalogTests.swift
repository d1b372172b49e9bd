import Foundation
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
    let core = ["init-copy", "binding-by-value", "identity-reset", "broad-summary"]
    #expect(Array(catalog.lessons.map(\.id).prefix(4)) == core)
    #expect(Array(catalog.exercises.map(\.id).prefix(4)) == core)
    #expect(catalog.lessons.allSatisfy { $0.progress == .notStarted })
    #expect(catalog.notices.isEmpty)
  }

  @Test func marksComeFromExerciseProgress() throws {
    let (catalog, home) = try catalog(
      progressJSON: """
        {"version": 1, "exercises": {
          "init-copy": {"attempts": 2, "passes": 1, "hintsUsed": 0},
          "identity-reset": {"attempts": 0, "passes": 0, "hintsUsed": 1}}}
        """)
    defer { try? FileManager.default.removeItem(at: home) }
    let marks = Dictionary(uniqueKeysWithValues: catalog.exercises.map { ($0.id, $0.progress) })
    #expect(marks["init-copy"] == .done)
    #expect(marks["identity-reset"] == .started)
    #expect(marks["binding-by-value"] == .notStarted)
    #expect(catalog.lessons.first { $0.id == "init-copy" }?.progress == .done)
  }

  @Test func aDamagedProgressFileIsReportedNotHidden() throws {
    let (catalog, home) = try catalog(progressJSON: "garbage{")
    defer { try? FileManager.default.removeItem(at: home) }
    #expect(catalog.exercises.allSatisfy { $0.progress == .notStarted })
    #expect(catalog.notices.count == 1)
    #expect(catalog.notices.first?.contains("damaged") == true)
  }
}
