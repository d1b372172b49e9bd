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
@MainActor
public final class QuizSession {
  private let questions: [QuizQuestion]
  let io: any QuizIO
  private let record: (QuizQuestion, QuizRating) -> Void

  /// - Parameter record: called once per rated answer, before the next question.
  public init(
    questions: [QuizQuestion], io: any QuizIO, record: @escaping (QuizQuestion, QuizRating) -> Void
  ) {
    self.questions = questions
    self.io = io
    self.record = record
  }

  /// Runs the session to the end of the questions or of input.
  public func run() -> QuizSummary {
    var summary = QuizSummary(planned: questions.count)
    for (index, question) in questions.enumerated() {
      if index > 0 { io.show(.blank) }
      io.show(.heading("[\(index + 1)/\(questions.count)] \(question.id) (\(question.kindName))"))
      switch ask(question) {
      case .rated(let rating):
        record(question, rating)
        summary.answers.append(.init(id: question.id, rating: rating))
      case .skipped:
        continue
      case .ended(let interrupted):
        summary.endedEarly = true
        summary.wasInterrupted = interrupted
        return summary
      }
    }
    return summary
  }

  enum Outcome {
    case rated(QuizRating)
    /// The question could not be asked (its snippet failed); nothing is recorded.
    case skipped
    case ended(interrupted: Bool)
  }

  private func ask(_ question: QuizQuestion) -> Outcome {
    switch question.kind {
    case .choice(let choice): askChoice(question, choice)
    case .recall(let recall): askRecall(question, recall)
    case .predict(let predict): askPredict(question, predict)
    }
  }

  /// Reads until `parse` accepts a line; a rejected line is answered with its error and re-asked.
  func readAnswer<Value>(
    prompt: String, _ parse: (String) throws(QuizInputError) -> Value
  ) -> Result<Value, QuizReplyEnd> {
    while true {
      switch io.read(prompt: prompt) {
      case .end(let interrupted):
        return .failure(QuizReplyEnd(interrupted: interrupted))
      case .answer(let text):
        do throws(QuizInputError) {
          return .success(try parse(text))
        } catch {
          io.show(.problem(error.description))
        }
      }
    }
  }
}
