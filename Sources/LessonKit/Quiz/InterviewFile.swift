import Foundation
import WorkbenchSupport

/// The course's interview set, `Lessons/interview.json`: ownership questions, each with a
/// model answer and its key ideas at three levels, in Codable JSON.
///
/// ```json
/// {
///   "questions": [
///     {
///       "name": "let-or-binding",
///       "prompt": "When is a plain let better than a @Binding?",
///       "levels": {
///         "mid": {
///           "answer": "When the child only displays the value and never changes it.",
///           "ideas": [{ "summary": "the child only reads the value", "words": ["only read", "display"] }]
///         },
///         "senior": { "answer": "…", "ideas": [ … ] },
///         "staff": { "answer": "…", "ideas": [ … ] }
///       }
///     }
///   ]
/// }
/// ```
///
/// A question's `name` is kebab-case and unique, and files it as `interview.NAME`, the key
/// its review schedule is kept under. Each level (`mid`, `senior`, `staff`) has its model
/// `answer` and the key `ideas` it adds: each a `summary` the learner reads and the `words`
/// that usually name it (see ``KeyIdea``). A question that restates claims of the course's
/// lessons may list them, `"restates": ["draft-title.choice-fix"]`: the tool ignores
/// the list, and the course's tests hold the question to those questions' proofs.
package struct InterviewFile: Codable, Sendable {
  /// The file's name in the course folder.
  package static let fileName = "interview.json"

  package struct Question: Codable, Sendable {
    var name: String
    var prompt: String
    var levels: Levels
  }

  package struct Levels: Codable, Sendable {
    var mid: Level
    var senior: Level
    var staff: Level
  }

  package struct Level: Codable, Sendable {
    var answer: String
    var ideas: [Idea]
  }

  package struct Idea: Codable, Sendable {
    var summary: String
    var words: [String]
  }

  var questions: [Question]

  /// The interview questions of the file in `directory` (the course's `Lessons/` folder);
  /// a missing or damaged file throws, naming it and what would work.
  package static func questions(inFolder directory: URL) throws(LessonFolderError) -> [QuizQuestion] {
    let file = directory.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw LessonFolderError(
        path: file.path,
        message: FileManager.default.fileExists(atPath: file.path)
          ? "cannot be read."
          : "is missing: the interview set is read from the course folder's \(fileName).")
    }
    return try questions(in: data, path: file.path)
  }

  /// The interview questions of `data`, filed under ``QuizQuestion/interviewLessonID``;
  /// errors name `path`.
  package static func questions(in data: Data, path: String) throws(LessonFolderError) -> [QuizQuestion] {
    // First, so that a misspelt key is named as misspelt, not as the key it should have been.
    try refuseUnknownKeys(in: data, path: path)
    let file: InterviewFile
    do {
      file = try JSONDecoder().decode(InterviewFile.self, from: data)
    } catch let error as DecodingError {
      throw LessonFolderError(path: path, message: QuizFile.describe(error))
    } catch {
      throw LessonFolderError(path: path, message: "is not JSON: \(error.localizedDescription)")
    }
    guard !file.questions.isEmpty else {
      throw LessonFolderError(path: path, message: "has no questions: give \"questions\" at least one.")
    }
    var names = Set<String>()
    return try file.questions.enumerated().map {
      (index, question) throws(LessonFolderError) -> QuizQuestion in
      let place = "question \(index + 1) (\"\(question.name)\")"
      guard question.name.isKebabCase else {
        throw LessonFolderError(
          path: path, message: "\(place): a name is kebab-case (`where-it-lives`), unique in the file.")
      }
      guard names.insert(question.name).inserted else {
        throw LessonFolderError(path: path, message: "\(place): the name '\(question.name)' is used twice.")
      }
      guard !question.prompt.trimmingSpacesAndNewlines().isEmpty else {
        throw LessonFolderError(path: path, message: "\(place): \"prompt\" is empty: ask the question.")
      }
      func level(_ level: Level, _ key: String) throws(LessonFolderError) -> LevelledAnswer {
        guard !level.answer.trimmingSpacesAndNewlines().isEmpty else {
          throw LessonFolderError(
            path: path,
            message: "\(place): the \(key) \"answer\" is empty: write the model answer at that level.")
        }
        guard !level.ideas.isEmpty else {
          throw LessonFolderError(
            path: path,
            message: "\(place): the \(key) level has no \"ideas\": list the key ideas it adds, each "
              + "{\"summary\": …, \"words\": […]}.")
        }
        for (number, idea) in level.ideas.enumerated() {
          guard !idea.summary.trimmingSpacesAndNewlines().isEmpty,
            idea.words.contains(where: { !$0.trimmingSpaces().isEmpty })
          else {
            throw LessonFolderError(
              path: path,
              message: "\(place): the \(key) level's idea \(number + 1) needs a \"summary\" and at least one "
                + "of the \"words\" that name it.")
          }
        }
        return LevelledAnswer(level.answer, ideas: level.ideas.map { KeyIdea($0.summary, words: $0.words) })
      }
      let levels = LevelledAnswers(
        mid: try level(question.levels.mid, "mid"), senior: try level(question.levels.senior, "senior"),
        staff: try level(question.levels.staff, "staff"))
      return QuizQuestion(
        id: "\(QuizQuestion.interviewLessonID).\(question.name)", lessonID: QuizQuestion.interviewLessonID,
        prompt: question.prompt, kind: .recall(RecallQuestion(levels: levels)))
    }
  }

  /// The keys each kind of object in the file has; any other is a slip.
  static let knownKeys: [String: [String]] = [
    "file": ["questions"],
    "question": ["name", "prompt", "levels", "restates"],
    "levels": ["mid", "senior", "staff"],
    "level": ["answer", "ideas"],
    "idea": ["summary", "words"],
  ]

  /// Refuses a key the file's objects do not have, naming where and what they have.
  private static func refuseUnknownKeys(in data: Data, path: String) throws(LessonFolderError) {
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    func refuse(_ object: [String: Any]?, as kind: String, at place: String) throws(LessonFolderError) {
      let known = knownKeys[kind] ?? []
      guard let key = object?.keys.sorted().first(where: { !known.contains($0) }) else { return }
      throw LessonFolderError(
        path: path,
        message: "\(place) has \"\(key)\", which \(fileName) does not know: a \(kind) has "
          + known.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
    }
    try refuse(object, as: "file", at: "the top level")
    for (index, question) in (object?["questions"] as? [[String: Any]] ?? []).enumerated() {
      let place = "question \(index + 1) (\"\(question["name"] as? String ?? "")\")"
      try refuse(question, as: "question", at: place)
      let levels = question["levels"] as? [String: Any]
      try refuse(levels, as: "levels", at: place + "'s levels")
      for key in ["mid", "senior", "staff"] {
        let level = levels?[key] as? [String: Any]
        try refuse(level, as: "level", at: place + "'s \(key) level")
        for (number, idea) in (level?["ideas"] as? [[String: Any]] ?? []).enumerated() {
          try refuse(idea, as: "idea", at: place + "'s \(key) idea \(number + 1)")
        }
      }
    }
  }
}
