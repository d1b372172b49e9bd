import Foundation
import LessonKit
import LessonsShell
import TestSupport
import Testing

/// The bank's shape: enough questions of every kind, stable ids, explanations everywhere.
/// The bank is the course's lesson folders' `quiz.json` files and `Lessons/interview.json`,
/// as the tool reads them.
@MainActor
struct QuizBankTests {
  /// Every lesson's questions, in course order.
  nonisolated static let lessonQuizzes: [(id: String, questions: [QuizQuestion])] =
    LessonDiscoveryTests.course.lessons.map { ($0.id, $0.quiz) }

  /// Every lesson's questions in one list.
  static var all: [QuizQuestion] { lessonQuizzes.flatMap(\.questions) }

  /// The course's first lessons, the core of every workshop: each gets a full set of questions.
  nonisolated static let coreLessons = lessonQuizzes.prefix(4).map(\.id)

  /// The interview set as the tool reads it at run time, from `Lessons/interview.json`.
  static func interview() throws -> [QuizQuestion] {
    try InterviewFile.questions(inFolder: SourceTree.url("Lessons"))
  }

  @Test(arguments: coreLessons)
  func everyCoreLessonHasFivePlusQuestionsWithAPredict(lessonID: String) {
    let questions = Self.lessonQuizzes.first { $0.id == lessonID }?.questions ?? []
    #expect(questions.count >= 5)
    #expect(questions.contains { $0.kindName == "predict" })
    #expect(questions.contains { $0.kindName == "choice" })
    #expect(questions.contains { $0.kindName == "recall" })
    #expect(questions.allSatisfy { $0.lessonID == lessonID && $0.id.hasPrefix(lessonID + ".") })
  }

  @Test func idsAreUniqueAndReadable() throws {
    let ids = try (Self.all + Self.interview()).map(\.id)
    #expect(Set(ids).count == ids.count)
    let pattern = /^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/
    for id in ids {
      #expect(id.wholeMatch(of: pattern) != nil, "\(id)")
    }
  }

  @Test func everyWrongOptionSaysWhyItIsWrong() {
    for question in Self.all {
      guard case .choice(let choice) = question.kind else { continue }
      #expect((3...4).contains(choice.options.count), "\(question.id)")
      for option in choice.options {
        #expect(option.why.count > 20, "\(question.id): \(option.text)")
      }
    }
  }

  /// `Lessons/interview.json` decodes, and each of its questions has three levels with ideas.
  @Test func theInterviewSetHasSixPlusLevelledQuestions() throws {
    let interview = try Self.interview()
    #expect(interview.count >= 6)
    for question in interview {
      #expect(question.lessonID == "interview")
      #expect(question.id.hasPrefix("interview.") && !question.prompt.isEmpty)
      guard case .recall(let recall) = question.kind, let levels = recall.levels else {
        Issue.record("\(question.id) has no levelled answers")
        continue
      }
      #expect(!levels.mid.ideas.isEmpty && !levels.senior.ideas.isEmpty && !levels.staff.ideas.isEmpty)
      for level in [levels.mid, levels.senior, levels.staff] {
        #expect(!level.answer.isEmpty, "\(question.id)")
        #expect(level.ideas.allSatisfy { !$0.summary.isEmpty && !$0.words.isEmpty }, "\(question.id)")
      }
    }
  }

  /// Each model answer names the key ideas of its own level: the ideas are what
  /// the feedback lists, so they must describe what the answers say.
  @Test func eachModelAnswerNamesItsOwnLevelsIdeas() throws {
    for question in try Self.interview() {
      guard case .recall(let recall) = question.kind, let levels = recall.levels else { continue }
      for level in [InterviewLevel.mid, .senior, .staff] {
        let answer = levels.answer(for: level)!
        let missing = answer.ideas.filter { !$0.isNamed(in: answer.answer) }.map(\.summary)
        #expect(missing.isEmpty, "\(question.id) at \(level.title) leaves out \(missing)")
      }
    }
  }

  @Test func theStaffAnswersTieOwnershipToTestability() throws {
    for question in try Self.interview() {
      guard case .recall(let recall) = question.kind, let levels = recall.levels else { continue }
      #expect(levels.staff.answer.lowercased().contains("test"), "\(question.id)")
    }
  }

  /// A predict question's snippet is a file of its lesson's folder, shown without its
  /// imports and without the scenario machinery after `let lessonScenario`.
  @Test func everyPredictQuestionNamesAFileOfItsFolderAndExplainsItself() {
    for lesson in LessonDiscoveryTests.course.lessons {
      for question in lesson.quiz {
        guard case .packPredict(let predict) = question.kind else { continue }
        let file = lesson.folder.appending(path: predict.file)
        #expect(FileManager.default.fileExists(atPath: file.path), "\(question.id): \(predict.file)")
        #expect(!predict.explanation.isEmpty, "\(question.id)")
        #expect(predict.expectation != nil, "\(question.id) gives no \"expect\" for pack check to hold")
      }
    }
  }
}
