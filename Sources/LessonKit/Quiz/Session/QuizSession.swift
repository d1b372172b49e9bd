import StateRuntime

/// Asks questions one by one: reads an answer, grades it, explains, records a rating, moves on.
///
/// ```swift
/// let session = QuizSession(questions: plan, io: io) { question, rating in
///   try? store.record(rating, for: question.id, at: clock.now())
/// }
/// let summary = session.run()
/// ```
/// An answer that does not parse is re-asked with the forms that work. The end of
/// input or Ctrl-C stops the session; answers already rated have been recorded.
/// With a `rejectionLimit` (for piped answers), that many rejected answers in a row
/// stop it too, so a script's later commands are not swallowed as answers.
@MainActor
package final class QuizSession {
  private let questions: [QuizQuestion]
  let io: any QuizIO
  private let record: (QuizQuestion, QuizRating) -> Void
  private let rejectionLimit: Int?
  /// The Xcode release whose SwiftUI predict questions run in.
  let xcode: XcodeRelease

  /// - Parameters:
  ///   - xcode: the release whose SwiftUI predict keys are computed in.
  ///   - rejectionLimit: how many rejected answers in a row end the quiz; `nil` for no limit.
  ///   - record: called once per rated answer, before the next question.
  package init(
    questions: [QuizQuestion], io: any QuizIO, xcode: XcodeRelease = .current, rejectionLimit: Int? = nil,
    record: @escaping (QuizQuestion, QuizRating) -> Void
  ) {
    self.questions = questions
    self.io = io
    self.xcode = xcode
    self.rejectionLimit = rejectionLimit
    self.record = record
  }

  /// Runs the session to the end of the questions or of input.
  package func run() -> QuizSummary {
    var summary = QuizSummary(planned: questions.count)
    for (index, question) in questions.enumerated() {
      if index > 0 { io.show(.blank) }
      io.show(.heading("[\(index + 1)/\(questions.count)] \(question.id) (\(question.kindName))"))
      switch ask(question) {
      case .rated(let rating):
        record(question, rating)
        var answer = QuizSummary.Answer(id: question.id, rating: rating)
        if case .recall = question.kind { answer.selfRated = true }
        summary.answers.append(answer)
      case .skipped:
        continue
      case .ended(let ending):
        summary.ending = ending
        return summary
      }
    }
    return summary
  }

  enum Outcome {
    case rated(QuizRating)
    /// The question could not be asked (its snippet failed); nothing is recorded.
    case skipped
    case ended(QuizEnding)
  }

  private func ask(_ question: QuizQuestion) -> Outcome {
    switch question.kind {
    case .choice(let choice): askChoice(question, choice)
    case .recall(let recall): askRecall(question, recall)
    case .predict(let predict): askPredict(question, predict)
    case .packPredict(let predict):
      // Its snippet runs in a child, which the session cannot start: the shell runs it beforehand.
      skipped(because: "This question's snippet, \(predict.file), was not run beforehand; it is skipped.")
    }
  }

  private func skipped(because notice: String) -> Outcome {
    io.show(.problem(notice))
    return .skipped
  }

  /// Reads until `parse` accepts a line; a rejected line is answered with its error and re-asked.
  func readAnswer<Value>(
    prompt: String, _ parse: (String) throws(QuizInputError) -> Value
  ) -> Result<Value, QuizReplyEnd> {
    var rejected = 0
    while true {
      switch io.read(prompt: prompt) {
      case .end(let interrupted):
        return .failure(QuizReplyEnd(ending: interrupted ? .interrupted : .endOfInput))
      case .answer(let text):
        do throws(QuizInputError) {
          return .success(try parse(text))
        } catch {
          io.show(.problem(error.description))
          rejected += 1
          if let rejectionLimit, rejected >= rejectionLimit {
            return .failure(QuizReplyEnd(ending: .rejectedAnswers(rejected)))
          }
        }
      }
    }
  }
}
