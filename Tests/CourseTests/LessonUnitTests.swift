import ExerciseKit
import Foundation
import LessonKit
import LessonsShell
import TestSupport
import Testing

/// A lesson is one unit: one folder named for its place and id, holding its code, quiz and
/// goldens; one exercise of the same id; numbers from the one list.
@MainActor
struct LessonUnitTests {
  nonisolated static let lessons = LessonDiscoveryTests.course.lessons

  @Test func numbersFollowTheListAndIdsAreUnique() {
    #expect(Self.lessons.map(\.number) == Array(1...Self.lessons.count).map(Optional.some))
    #expect(Set(Self.lessons.map(\.id)).count == Self.lessons.count)
  }

  @Test(arguments: lessons.map(\.id))
  func everyFileOfALessonIsInItsOwnFolder(id: String) throws {
    let lesson = try #require(Self.lessons.first { $0.id == id })
    let folder = lesson.folder.lastPathComponent
    for variant in Variant.allCases {
      for file in lesson.listing(for: variant) {
        #expect(file.path.hasPrefix(folder + "/"), "\(file.path) is not under \(folder)/")
      }
    }
    #expect(FileManager.default.fileExists(atPath: lesson.folder.appending(path: ".golden").path))
  }

  @Test(arguments: lessons.map(\.id))
  func everyLessonHasQuizQuestionsFiledUnderItsId(id: String) throws {
    let lesson = try #require(Self.lessons.first { $0.id == id })
    #expect(!lesson.quiz.isEmpty)
    #expect(lesson.quiz.allSatisfy { $0.lessonID == id && $0.id.hasPrefix(id + ".") })
  }

  /// The link to the learner's working area: one exercise per lesson, same id, same order,
  /// read from the folders as the tool reads them (each exercise's digest recorded in it).
  @Test func everyLessonHasAnExerciseAndEveryExerciseALesson() throws {
    let exercises = try ExerciseRegistry.recorded(in: LessonDiscoveryTests.lessonsDirectory).exercises
    #expect(exercises.map(\.id) == Self.lessons.map(\.id))
  }
}
