import LessonKit

/// The quiz questions of the lessons compiled into the tool: each lesson's questions (in
/// its own folder, as ``Lesson/quiz``). The interview set is not compiled in: the shell
/// reads it at run time from `Lessons/interview.json` (see ``InterviewFile``).
///
/// Predict questions show a file's embedded text and run that same code.
package enum QuizBank {
  /// The lesson ids in course order, each with its questions: derived from ``LessonCatalog/all``.
  package static var byLesson: [(lessonID: String, questions: [QuizQuestion])] {
    LessonCatalog.all.map { ($0.id, $0.quiz) }
  }

  /// Every question of the compiled lessons, in course order.
  package static var all: [QuizQuestion] { LessonCatalog.all.flatMap(\.quiz) }

  /// The questions of lesson `id`; empty for an unknown id.
  package static func questions(forLesson id: String) -> [QuizQuestion] {
    LessonCatalog.lesson(id: id)?.quiz ?? []
  }

  /// The question with `id`, if there is one.
  package static func question(id: String) -> QuizQuestion? {
    all.first { $0.id == id }
  }
}
