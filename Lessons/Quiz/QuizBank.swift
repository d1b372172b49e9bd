import LessonKit

/// Every quiz question of the course: each lesson's questions and the interview set.
///
/// Each lesson's questions live in a file of their own (`InitCopyQuiz.swift`, ...);
/// adding a lesson's questions is adding a file and listing it in ``byLesson``.
/// Predict questions show a snippet file's embedded text and run that same code.
public enum QuizBank {
  /// The lesson ids with questions, in course order, each with its questions.
  public static let byLesson: [(lessonID: String, questions: [QuizQuestion])] = [
    ("init-copy", initCopy),
    ("binding-by-value", bindingByValue),
    ("identity-reset", identityReset),
    ("broad-summary", broadSummary),
    ("observation-granularity", observationGranularity),
    ("costly-state-init", costlyStateInit),
    ("untracked-class", untrackedClass),
    ("unowned-model", unownedModel),
    ("environment-storm", environmentStorm),
    ("phase-enum", phaseEnum),
    ("deep-link-desync", deepLinkDesync),
    ("derived-state", derivedState),
  ]

  /// The interview set: ownership questions with levelled model answers.
  public static var interview: [QuizQuestion] { interviewSet }

  /// Every question: the lessons' in course order, then the interview set.
  public static var all: [QuizQuestion] { byLesson.flatMap(\.questions) + interviewSet }

  /// The questions of lesson `id` (or of the interview set for `interview`); empty for an unknown id.
  public static func questions(forLesson id: String) -> [QuizQuestion] {
    if id == QuizQuestion.interviewLessonID { return interviewSet }
    return byLesson.first { $0.lessonID == id }?.questions ?? []
  }

  /// The question with `id`, if there is one.
  public static func question(id: String) -> QuizQuestion? {
    all.first { $0.id == id }
  }

  /// The text of a snippet file under `Lessons/Quiz/Snippets/`, as compiled.
  static func snippet(_ name: String) -> String {
    let path = "Quiz/Snippets/\(name).swift"
    return EmbeddedSources.files[path] ?? "// \(path) is missing from the embedded sources"
  }

  /// The text of a lesson file, by its path relative to `Lessons/`: predict
  /// questions about a lesson show and run the lesson's own code.
  static func lessonFile(_ path: String) -> String {
    EmbeddedSources.files[path] ?? "// \(path) is missing from the embedded sources"
  }
}
