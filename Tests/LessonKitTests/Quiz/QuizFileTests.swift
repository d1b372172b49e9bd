import Foundation
import Testing

@testable import LessonKit

/// `quiz.json`: choice and recall questions, checked before they can crash a quiz.
struct QuizFileTests {
  static let valid = """
    {"questions": [
      {"name": "why-lost", "prompt": "Why?", "choices": [
        {"text": "Two identities", "correct": true, "why": "Each branch is one."},
        {"text": "A redraw", "correct": false, "why": "A redraw keeps @State."}]},
      {"name": "rule", "prompt": "How?", "modelAnswer": "One view, a varying modifier."}
    ]}
    """

  @Test func questionsAreFiledUnderTheLesson() throws {
    let questions = try QuizFile.questions(
      in: Data(Self.valid.utf8), lessonID: "draft-branch", path: "quiz.json")
    #expect(questions.map(\.id) == ["draft-branch.why-lost", "draft-branch.rule"])
    #expect(questions.map(\.kindName) == ["choice", "recall"])
    guard case .choice(let choice) = questions[0].kind else { return #expect(Bool(false)) }
    #expect(choice.correctIndex == 0)
    #expect(choice.options[1].why == "A redraw keeps @State.")
  }

  /// `provedBy` and `noRunClaim` say how a claim is proved, for the course's tests: the file
  /// reads with them, and the questions are the same as without them.
  @Test func theProofKeysAreKnownAndChangeNoQuestion() throws {
    let noted = Self.valid.replacingOccurrences(
      of: #"{"name": "why-lost","#, with: #"{"name": "why-lost", "provedBy": "BranchTests","#
    ).replacingOccurrences(
      of: #"{"name": "rule","#, with: #"{"name": "rule", "noRunClaim": "design advice","#)
    #expect(noted != Self.valid)
    let plain = try QuizFile.questions(in: Data(Self.valid.utf8), lessonID: "draft-branch", path: "quiz.json")
    let read = try QuizFile.questions(in: Data(noted.utf8), lessonID: "draft-branch", path: "quiz.json")
    #expect(read.map(\.id) == plain.map(\.id))
    #expect(read.map(\.prompt) == plain.map(\.prompt))
    #expect(read.map(\.kindName) == plain.map(\.kindName))
  }

  @Test(arguments: [
    (
      #"{"questions": [{"name": "a", "prompt": "P", "choices": [{"text": "x", "correct": true, "why": "w"}, {"text": "y", "correct": true, "why": "w"}]}]}"#,
      "2 choices, 2 of them correct"
    ),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "choices": [{"text": "x", "correct": true, "why": "w"}]}]}"#,
      "1 choices, 1 of them correct"
    ),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "modelAnswer": "m", "choices": []}]}"#,
      "not both or neither"
    ),
    (#"{"questions": [{"name": "a", "prompt": "P"}]}"#, "not both or neither"),
    (#"{"questions": [{"name": "a", "modelAnswer": "m"}]}"#, "question 1 (\"a\") lacks \"prompt\""),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "modelAnswer": "m"}, {"name": "a", "prompt": "Q", "modelAnswer": "m"}]}"#,
      "the name 'a' is used twice"
    ),
    (#"{"questions": [{"name": "Not Kebab", "prompt": "P", "modelAnswer": "m"}]}"#, "kebab-case"),
    ("not json", "is not valid JSON"),
  ])
  func aBadQuizIsNamedWithWhatWouldWork(text: String, message: String) {
    #expect {
      try QuizFile.questions(in: Data(text.utf8), lessonID: "x", path: "p/quiz.json")
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.path == "p/quiz.json" && error.message.contains(message)
    }
  }

  /// A shipped lesson's file places its Swift-declared questions; a pack's may not.
  @Test func aPlacedQuestionIsTheOneTheSwiftDeclares() throws {
    let declared = [
      QuizQuestion("predict-note", prompt: "P", kind: .recall(RecallQuestion(modelAnswer: "A")))
    ]
    let text = """
      {"questions": [
        {"name": "rule", "prompt": "How?", "modelAnswer": "One view."},
        {"name": "predict-note", "declaredIn": "Shelf+Quiz.swift"}
      ]}
      """
    let questions = try QuizFile.questions(
      in: Data(text.utf8), lessonID: "shelf", path: "quiz.json", declared: declared)
    #expect(questions.map(\.id) == ["shelf.rule", "shelf.predict-note"])
    #expect(throws: LessonFolderError.self) {
      try QuizFile.questions(in: Data(text.utf8), lessonID: "shelf", path: "quiz.json")
    }
    let missing = text.replacingOccurrences(
      of: "\"predict-note\", \"declaredIn\"", with: "\"predict-x\", \"declaredIn\"")
    #expect {
      try QuizFile.questions(in: Data(missing.utf8), lessonID: "shelf", path: "quiz.json", declared: declared)
    } throws: { error in
      (error as? LessonFolderError)?.message.contains("declares no question of that name") == true
    }
  }

  /// A key no object of the file has is a slip decoding alone would drop: it is named, with
  /// what the object has (and, for an `expect` put inside `predict`, where it goes).
  @Test(arguments: [
    (
      #"{"questions": [{"name": "rule", "prompt": "How?", "modelAnswr": "One view."}]}"#,
      "question 1 (\"rule\") has \"modelAnswr\", which quiz.json does not know: a question has \"name\""
    ),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "choices": [{"text": "x", "correct": true, "why": "w"}, {"text": "y", "correct": false, "because": "w"}]}]}"#,
      "question 1 (\"a\")'s choice 2 has \"because\", which quiz.json does not know: a choice has \"text\""
    ),
    (
      #"{"questions": [{"name": "p", "prompt": "P", "predict": {"file": "B.swift", "event": "tap Add", "ask": "reevaluated-views", "explanation": "e", "expect": "none"}}]}"#,
      "question 1 (\"p\")'s predict has \"expect\", which quiz.json does not know: \"expect\" goes beside"
    ),
  ])
  func anUnknownKeyIsNamed(text: String, message: String) {
    #expect {
      try QuizFile.questions(in: Data(text.utf8), lessonID: "shelf", path: "quiz.json")
    } throws: { error in
      (error as? LessonFolderError)?.message.contains(message) == true
    }
  }
}
