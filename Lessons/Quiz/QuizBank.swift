import LessonKit

/// Every quiz question of the course: each lesson's questions (in its own
/// folder, as ``Lesson/quiz``) and the interview set.
///
/// Predict questions show a file's embedded text and run that same code.
package enum QuizBank {
  /// The lesson ids in course order, each with its questions: derived from ``LessonCatalog/all``.
  package static var byLesson: [(lessonID: String, questions: [QuizQuestion])] {
    LessonCatalog.all.map { ($0.id, $0.quiz) }
  }

  /// The interview set: ownership questions with levelled model answers.
  package static var interview: [QuizQuestion] { interviewSet }

  /// Every question: the lessons' in course order, then the interview set.
  package static var all: [QuizQuestion] { LessonCatalog.all.flatMap(\.quiz) + interviewSet }

  /// The questions of lesson `id` (or of the interview set for `interview`); empty for an unknown id.
  package static func questions(forLesson id: String) -> [QuizQuestion] {
    if id == QuizQuestion.interviewLessonID { return interviewSet }
    return LessonCatalog.lesson(id: id)?.quiz ?? []
  }

  /// The question with `id`, if there is one.
  package static func question(id: String) -> QuizQuestion? {
    all.first { $0.id == id }
  }
}
