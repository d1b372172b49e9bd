import LessonKit
import StateRuntime
import Testing

@testable import LessonCatalog

/// Every predict question's key, as the quiz computes it, against the answer its author
/// expects: the `"expect"` of its place in its lesson folder's `quiz.json`, worked out apart
/// from the runtime and graded as a learner's answer is (``PredictExpectation``). The
/// questions come from the folders, so a new lesson brings its keys' proofs with it.
@MainActor
struct QuizPredictKeyTests {
  nonisolated static var predictIDs: [String] {
    QuizBank.all.filter { $0.kindName == "predict" }.map(\.id)
  }

  /// Each predict question is held to an answer its author wrote down, in every era.
  @Test(arguments: predictIDs)
  func everyPredictQuestionExpectsAnAnswer(id: String) throws {
    let question = try #require(QuizBank.question(id: id))
    guard case .predict(let predict) = question.kind else { return }
    let expectation = try #require(
      predict.expectation, "\(id): its place in quiz.json gives no \"expect\", the answer its author expects")
    #expect(Set(expectation.answers.keys) == Set(XcodeRelease.allCases))
  }

  @Test(arguments: predictIDs, XcodeRelease.allCases)
  func theKeyIsWhatItsAuthorExpects(id: String, xcode: XcodeRelease) throws {
    let question = try #require(QuizBank.question(id: id))
    guard case .predict(let predict) = question.kind, let expectation = predict.expectation else { return }
    let mismatch = expectation.mismatch(with: try predict.run(xcode), ask: predict.ask, in: xcode)
    #expect(mismatch == nil, "\(id) (\(xcode)): \(mismatch ?? "")")
  }

  /// A key a guess cannot hit: not "every view", not "nothing", not an empty text.
  @Test(arguments: predictIDs)
  func theKeyIsNotTrivial(id: String) throws {
    let question = try #require(QuizBank.question(id: id))
    guard case .predict(let predict) = question.kind else { return }
    let run = try predict.run(.current)
    switch predict.ask {
    case .reevaluatedViews:
      #expect(!run.reevaluated.isEmpty)
      #expect(Set(run.reevaluated) != Set(run.views), "every view ran: \(run.views)")
    case .controlValue(let label):
      let value = try #require(run.value(of: label))
      #expect(!value.isEmpty)
    }
  }

  /// The log the learner is shown matches the body counts: one line per evaluation.
  @Test(arguments: predictIDs)
  func theLogShownMatchesTheViewsThatRan(id: String) throws {
    let question = try #require(QuizBank.question(id: id))
    guard case .predict(let predict) = question.kind else { return }
    let run = try predict.run(.current)
    #expect(Set(run.log.map { String($0.prefix { $0 != ":" }) }) == Set(run.reevaluated))
  }
}
