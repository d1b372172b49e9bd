import Foundation
import LessonKit
import TestSupport
import Testing

@testable import LessonCatalog

/// The bank's shape: enough questions of every kind, stable ids, explanations everywhere.
struct QuizBankTests {
  /// The core lessons still compiled (a lesson loaded at run time keeps its questions in its
  /// quiz.json, which pack check proves).
  static let lessonIDs = ["init-copy", "binding-by-value", "identity-reset"]

  /// The interview set as the tool reads it at run time, from `Lessons/interview.json`.
  static func interview() throws -> [QuizQuestion] {
    try InterviewFile.questions(inFolder: SourceTree.url("Lessons"))
  }

  @Test(arguments: lessonIDs)
  func everyCoreLessonHasFivePlusQuestionsWithAPredict(lessonID: String) {
    let questions = QuizBank.questions(forLesson: lessonID)
    #expect(questions.count >= 5)
    #expect(questions.contains { $0.kindName == "predict" })
    #expect(questions.contains { $0.kindName == "choice" })
    #expect(questions.contains { $0.kindName == "recall" })
    #expect(questions.allSatisfy { $0.lessonID == lessonID && $0.id.hasPrefix(lessonID + ".") })
  }

  @Test func idsAreUniqueAndReadable() throws {
    let ids = try (QuizBank.all + Self.interview()).map(\.id)
    #expect(Set(ids).count == ids.count)
    let pattern = /^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/
    for id in ids {
      #expect(id.wholeMatch(of: pattern) != nil, "\(id)")
    }
  }

  @Test func everyWrongOptionSaysWhyItIsWrong() {
    for question in QuizBank.all {
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

  @Test func snippetsShowTheEmbeddedCodeWithoutImports() {
    for question in QuizBank.all {
      guard case .predict(let predict) = question.kind else { continue }
      #expect(!predict.snippet.contains("import "), "\(question.id)")
      #expect(!predict.snippet.contains("missing from the embedded sources"), "\(question.id)")
      #expect(predict.snippet.contains("struct "), "\(question.id)")
      #expect(!predict.explanation.isEmpty)
    }
  }
}

extension QuizBankTests {
  @Test func everyQuizLessonIsALessonOfTheCourse() {
    let lessons = Set(LessonCatalog.all.map(\.id))
    for (lessonID, _) in QuizBank.byLesson {
      #expect(lessons.contains(lessonID), "\(lessonID) is not in LessonCatalog.all")
    }
  }
}
