import Foundation

/// A lesson folder's `quiz.json` (optional): its questions in order, in Codable JSON.
///
/// ```json
/// {
///   "questions": [
///     {
///       "name": "why-lost",
///       "prompt": "Why does the draft vanish when the layout flips?",
///       "choices": [
///         { "text": "The two branches are two identities", "correct": true,
///           "why": "Flipping removes one field with its @State and makes another." },
///         { "text": "TextField forgets its text on redraw", "correct": false,
///           "why": "A redraw of the same identity keeps its @State." }
///       ]
///     },
///     { "name": "rule", "prompt": "How do you keep it?", "modelAnswer": "One view, a varying modifier." }
///   ]
/// }
/// ```
///
/// A question has `choices` (two to six, exactly one `correct`) or a `modelAnswer`; its
/// `name` is unique in the lesson and files it as `LESSON.NAME`, the key its review
/// schedule is kept under.
///
/// A predict-the-log question runs the lesson's code, so a shipped lesson declares it in
/// Swift and its place in the file is `{ "name": "predict-note", "declaredIn":
/// "SheetItem+Quiz.swift" }`. A pack lesson's questions are all in the file: predict
/// questions are for the shipped course so far.
package struct QuizFile: Decodable, Sendable {
  package struct Question: Decodable, Sendable {
    var name: String
    var prompt: String?
    var choices: [Choice]?
    var modelAnswer: String?
    /// The Swift file that declares this question (a predict question), for a shipped lesson.
    var declaredIn: String?
  }

  package struct Choice: Decodable, Sendable {
    var text: String
    var correct: Bool
    var why: String
  }

  var questions: [Question]

  /// The questions of `data`, filed under `lessonID`; errors name `path`.
  ///
  /// - Parameter declared: the questions the lesson's Swift declares, which `declaredIn`
  ///   places name; `nil` for a pack lesson, whose file may not place any.
  package static func questions(
    in data: Data, lessonID: String, path: String, declared: [QuizQuestion]? = nil
  ) throws(PackError) -> [QuizQuestion] {
    let quiz: QuizFile
    do {
      quiz = try JSONDecoder().decode(QuizFile.self, from: data)
    } catch let error as DecodingError {
      throw PackError(path: path, message: Self.describe(error))
    } catch {
      throw PackError(path: path, message: "is not JSON: \(error.localizedDescription)")
    }
    var names = Set<String>()
    return try quiz.questions.enumerated().map { (index, question) throws(PackError) -> QuizQuestion in
      let place = "question \(index + 1) (\"\(question.name)\")"
      guard question.name.isKebabCase else {
        throw PackError(
          path: path, message: "\(place): a name is kebab-case (`why-lost`), unique in the lesson.")
      }
      guard names.insert(question.name).inserted else {
        throw PackError(path: path, message: "\(place): the name '\(question.name)' is used twice.")
      }
      if let file = question.declaredIn {
        guard let declared else {
          throw PackError(
            path: path,
            message: "\(place) is placed as declared in \(file), but a pack lesson has no Swift: give it "
              + "\"choices\" or a \"modelAnswer\" (predict questions are for the shipped course so far).")
        }
        guard
          let found = declared.first(where: { $0.id.hasSuffix(".\(question.name)") || $0.id == question.name }
          )
        else {
          throw PackError(
            path: path,
            message: "\(place) is placed as declared in \(file), which declares no question of that name; it "
              + "declares " + declared.map { "'\($0.id)'" }.joined(separator: ", ") + ".")
        }
        return found.filed(under: lessonID)
      }
      guard let prompt = question.prompt, !prompt.isEmpty else {
        throw PackError(path: path, message: "\(place) lacks \"prompt\".")
      }
      let kind: QuizQuestion.Kind
      switch (question.choices, question.modelAnswer) {
      case (let choices?, nil):
        let correct = choices.filter(\.correct).count
        guard (2...6).contains(choices.count), correct == 1 else {
          throw PackError(
            path: path,
            message: "\(place) has \(choices.count) choices, \(correct) of them correct: give two to six "
              + "choices, exactly one with \"correct\": true.")
        }
        kind = .choice(
          ChoiceQuestion(
            options: choices.map {
              $0.correct ? .right($0.text, because: $0.why) : .wrong($0.text, because: $0.why)
            }))
      case (nil, let answer?):
        kind = .recall(RecallQuestion(modelAnswer: answer))
      default:
        throw PackError(
          path: path,
          message: "\(place) needs either \"choices\" (a choice question) or \"modelAnswer\" (a recall "
            + "question), not both or neither.")
      }
      return QuizQuestion(question.name, prompt: prompt, kind: kind).filed(under: lessonID)
    }
  }

  /// A decoding error as the author would fix it: where in the file, and what was expected.
  private static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      let steps = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return steps.isEmpty ? "the top level" : String(steps.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)) lacks \"\(key.stringValue)\"."
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(place(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "is not valid JSON at \(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "cannot be read: \(error)"
    }
  }
}
