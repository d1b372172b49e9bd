import Foundation
import StateRuntime
import Testing

@testable import LessonKit

/// A predict question's `"expect"`: its author's answer, read from `quiz.json` (errors naming
/// the question and what would work) and held to the run as the quiz grades a learner's answer.
struct PredictExpectationTests {
  /// A snippet's run: `Shelf` and `Row` ran at mount, only `Row` after the event; the badge reads 2.
  static let run = PredictRun(
    views: ["Shelf", "Row", "Badge"], reevaluated: ["Row", "Badge"], log: [],
    controls: ["Badge 2": "Badge 2", "Title": "Milk"])

  /// A declared predict question, placed by `quiz.json` with `expect` (raw JSON) when given.
  static func placed(expect: String?) throws -> QuizQuestion {
    let declared = [
      QuizQuestion(
        "predict-row", prompt: "P",
        kind: .predict(
          PredictQuestion(source: "", event: "E", ask: .reevaluatedViews, explanation: "X") { _ in Self.run })
      )
    ]
    let field = expect.map { ", \"expect\": \($0)" } ?? ""
    let text = """
      {"questions": [{"name": "predict-row", "declaredIn": "Shelf+Quiz.swift"\(field)}]}
      """
    let questions = try QuizFile.questions(
      in: Data(text.utf8), lessonID: "shelf", path: "quiz.json", declared: declared)
    return questions[0]
  }

  static func expectation(of question: QuizQuestion) -> PredictExpectation? {
    guard case .predict(let predict) = question.kind else { return nil }
    return predict.expectation
  }

  @Test func anAnswerForEveryEraOrOnePerEraIsRead() throws {
    #expect(Self.expectation(of: try Self.placed(expect: nil)) == nil)
    let every = try #require(Self.expectation(of: try Self.placed(expect: #""Badge, Row""#)))
    #expect(every.answers == [.v26: "Badge, Row", .v27: "Badge, Row"])
    let byEra = try #require(Self.expectation(of: try Self.placed(expect: #"{"26": "Row", "27": "none"}"#)))
    #expect(byEra.answers == [.v26: "Row", .v27: "none"])
    #expect(try Self.placed(expect: #""Row""#).id == "shelf.predict-row")
  }

  @Test(arguments: [
    (#""""#, "\"expect\" is empty"),
    (#"{"27": "Row"}"#, "gives no answer for \"26\""),
    (#"{"25": "Row", "26": "Row", "27": "Row"}"#, "the release \"25\", which is not one"),
    (#"["Row"]"#, "give the expected answer as a learner would type it"),
  ])
  func aBadExpectIsNamedWithWhatWouldWork(expect: String, message: String) {
    #expect {
      try Self.placed(expect: expect)
    } throws: { error in
      let text = (error as? LessonFolderError)?.description ?? "\(error)"
      return text.contains("quiz.json") && text.contains(message)
    }
  }

  @Test func expectIsForPredictQuestionsOnly() {
    let text = #"{"questions": [{"name": "rule", "prompt": "How?", "modelAnswer": "One.", "expect": "x"}]}"#
    #expect {
      try QuizFile.questions(in: Data(text.utf8), lessonID: "shelf", path: "quiz.json")
    } throws: { error in
      (error as? LessonFolderError)?.message.contains("\"expect\", which is for a predict question") == true
    }
  }

  @Test func theRunIsHeldToTheAnswerAsTheQuizGradesIt() {
    let views = PredictExpectation("row and badge")
    #expect(views.mismatch(with: Self.run, ask: .reevaluatedViews, in: .v27) == nil)
    let missed = PredictExpectation("Row")
    #expect(
      missed.mismatch(with: Self.run, ask: .reevaluatedViews, in: .v27)
        == "it expects \"Row\", but the runtime re-evaluated Row, Badge")
    let unknown = PredictExpectation("Rows")
    #expect(
      unknown.mismatch(with: Self.run, ask: .reevaluatedViews, in: .v26)?.contains(
        "which the quiz would not take as an answer") == true)
    // A control's answer may be its whole text or the part after its label, as a learner's.
    #expect(
      PredictExpectation("2").mismatch(with: Self.run, ask: .controlValue(label: "Badge"), in: .v26) == nil)
    #expect(
      PredictExpectation("Badge 1").mismatch(with: Self.run, ask: .controlValue(label: "Badge"), in: .v26)
        == "it expects \"Badge\" to show \"Badge 1\", but it shows \"Badge 2\"")
    let byEra = PredictExpectation(byEra: [.v26: "Milk", .v27: "Oats"])
    #expect(byEra.mismatch(with: Self.run, ask: .controlValue(label: "Title"), in: .v26) == nil)
    #expect(byEra.mismatch(with: Self.run, ask: .controlValue(label: "Title"), in: .v27) != nil)
  }
}
