import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import LessonsShell
import TestSupport
import Testing

/// The course is the folders of `Lessons/`, read at run time as the built-in pack: every
/// lesson folder is a lesson, in folder order, numbered by its place, and reads without a
/// problem.
@MainActor
struct LessonDiscoveryTests {
  nonisolated static let lessonsDirectory = SourceTree.url("Lessons")

  /// The course as the tool loads it.
  nonisolated static var course: LessonPack { LessonPack.course(in: lessonsDirectory) }

  /// The lesson folders, sorted as the tool sorts them.
  static func lessonFolders(in directory: URL) -> [String] {
    CourseLessonFolder.all(in: directory).sorted(by: LessonFolderName.areInOrder)
  }

  /// No shipped folder fails to read (a folder that did would be left out, with a notice).
  @Test func everyShippedFolderReads() {
    #expect(Self.course.problems.isEmpty, "\(Self.course.problems)")
  }

  @Test func everyLessonFolderIsALessonInFolderOrder() {
    let folders = Self.lessonFolders(in: Self.lessonsDirectory)
    #expect(folders.count >= 20)
    let lessons = Self.course.lessons
    #expect(lessons.map(\.folder.lastPathComponent) == folders)
    for (index, lesson) in lessons.enumerated() {
      #expect(lesson.number == index + 1)
      #expect(
        lesson.folder.lastPathComponent.hasSuffix("-\(lesson.id)"), "\(lesson.folder.path) holds \(lesson.id)"
      )
      #expect(lesson.declaresScenario, "\(lesson.id): the course's lessons declare their scenario in Swift")
    }
  }

  /// Folders sort by their numbers, which need not be consecutive, and a folder without a
  /// `lesson.md` is nobody's lesson.
  @Test func foldersSortByTheirNumbersAndOtherFoldersAreNotLessons() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-discovery-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["10-ten", "9-nine", "9.5-nine-and-a-half", "Shared"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    for name in ["10-ten", "9-nine", "9.5-nine-and-a-half"] {
      try Data("x".utf8).write(to: root.appendingPathComponent("\(name)/lesson.md"))
    }
    #expect(Self.lessonFolders(in: root) == ["9-nine", "9.5-nine-and-a-half", "10-ten"])
  }
}
