import LessonKit
import LessonPacks

/// Supplies the lessons and exercises the shell lists, validates, completes and runs.
///
/// The tool's catalog is ``WorkbenchCatalog`` (the course's and the packs' lesson
/// folders, the registered exercises, the progress store). Keep these cheap: `list` and
/// shell start have a 50 ms budget.
@MainActor
package protocol CatalogProvider {
  /// Lessons in teaching order.
  var lessons: [CatalogEntry] { get }
  /// Exercises in teaching order.
  var exercises: [CatalogEntry] { get }
  /// Problems met while loading (e.g. a damaged progress file set aside), to show the user.
  var notices: [String] { get }
  /// The packs loaded beside the course (`--pack DIR`, `LESSONS_PATH`), in the order given.
  var packs: [LessonPack] { get }
  /// Whether ``packs`` holds any but the course, answered without loading the course if it can.
  var hasPacksBesideTheCourse: Bool { get }
  /// The pack lesson called `id`, if a loaded pack has one.
  func packLesson(_ id: String) -> PackLesson?
  /// Whether `id` names a lesson.
  func hasLesson(_ id: String) -> Bool
  /// The interview set, read from the course folder's `interview.json`; a missing or
  /// damaged file is a problem naming it.
  var interview: Result<[QuizQuestion], LessonFolderError> { get }
}

extension CatalogProvider {
  package var notices: [String] { [] }
  package var packs: [LessonPack] { [] }
  package var hasPacksBesideTheCourse: Bool { packs.contains { !$0.isCourse } }
  package var interview: Result<[QuizQuestion], LessonFolderError> { InterviewSet.load(from: nil) }

  /// The pack lesson called `id`, if a loaded pack has one.
  package func packLesson(_ id: String) -> PackLesson? {
    for pack in packs {
      if let lesson = pack.lessons.first(where: { $0.id == id }) { return lesson }
    }
    return nil
  }

  /// Whether `id` names a lesson.
  package func hasLesson(_ id: String) -> Bool {
    lessons.contains { $0.id == id }
  }

  /// Whether `id` names an exercise.
  package func hasExercise(_ id: String) -> Bool {
    exercises.contains { $0.id == id }
  }
}
