import Foundation
import Testing

@testable import LessonKit

/// `interview.json`: the interview set, read at run time and checked before it can crash a quiz.
struct InterviewFileTests {
  static func level(_ answer: String) -> String {
    #"{"answer": "\#(answer)", "ideas": [{"summary": "the owner", "words": ["Owner"]}]}"#
  }

  static let valid = """
    {"questions": [
      {"name": "child-resets", "prompt": "Where do you look?",
       "levels": {"mid": \(level("Mid.")), "senior": \(level("Senior.")), "staff": \(level("Staff."))}}
    ]}
    """

  @Test func questionsAreFiledUnderInterviewWithThreeLevels() throws {
    let questions = try InterviewFile.questions(in: Data(Self.valid.utf8), path: "interview.json")
    #expect(questions.map(\.id) == ["interview.child-resets"])
    #expect(questions[0].lessonID == QuizQuestion.interviewLessonID)
    guard case .recall(let recall) = questions[0].kind, let levels = recall.levels else {
      return #expect(Bool(false))
    }
    #expect([levels.mid.answer, levels.senior.answer, levels.staff.answer] == ["Mid.", "Senior.", "Staff."])
    #expect(recall.modelAnswer == "Senior.")
    #expect(levels.staff.ideas == [KeyIdea("the owner", words: ["owner"])])
  }

  /// `restates` lists the lesson questions whose claims a question restates, for the course's
  /// tests: the file reads with it, and the question is the same.
  @Test func restatesIsKnownAndChangesNoQuestion() throws {
    let noted = Self.valid.replacingOccurrences(
      of: #""prompt": "Where do you look?","#,
      with: #""prompt": "Where do you look?", "restates": ["shelf.choice-owner"],"#)
    #expect(noted != Self.valid)
    let questions = try InterviewFile.questions(in: Data(noted.utf8), path: "interview.json")
    #expect(questions.map(\.id) == ["interview.child-resets"])
    #expect(questions.map(\.prompt) == ["Where do you look?"])
  }

  @Test(arguments: [
    ("not json", "is not valid JSON"),
    (#"{"questions": []}"#, "has no questions"),
    (#"{"questions": [{"name": "a", "prompt": "P"}]}"#, #"questions[0] lacks "levels""#),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "levels": {"mid": \#(level("M")), "senior": \#(level("S"))}}]}"#,
      #"lacks "staff""#
    ),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "levels": {"mid": {"answer": "M", "ideas": []}, "senior": \#(level("S")), "staff": \#(level("S"))}}]}"#,
      #"question 1 ("a"): the mid level has no "ideas""#
    ),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "levels": {"mid": \#(level("")), "senior": \#(level("S")), "staff": \#(level("S"))}}]}"#,
      #"the mid "answer" is empty"#
    ),
    (
      #"{"questions": [{"name": "a", "prompt": "P", "levels": {"mid": \#(level("M")), "senior": \#(level("S")), "staff": \#(level("S")), "principal": \#(level("P"))}}]}"#,
      #"question 1 ("a")'s levels has "principal", which interview.json does not know"#
    ),
    (
      #"{"questions": [{"name": "Not Kebab", "prompt": "P", "levels": {"mid": \#(level("M")), "senior": \#(level("S")), "staff": \#(level("S"))}}]}"#,
      "kebab-case"
    ),
  ])
  func aDamagedFileIsNamedWithWhatWouldWork(text: String, message: String) {
    #expect {
      try InterviewFile.questions(in: Data(text.utf8), path: "Lessons/interview.json")
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.path == "Lessons/interview.json" && error.message.contains(message)
    }
  }

  @Test func aMissingFileIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interview-\(UUID().uuidString)")
    #expect {
      try InterviewFile.questions(inFolder: folder)
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.path.hasSuffix("/interview.json") && error.message.hasPrefix("is missing")
    }
  }
}
