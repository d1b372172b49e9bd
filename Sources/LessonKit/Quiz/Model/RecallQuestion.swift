/// A free-answer question: the learner answers, reads the model answer and grades themselves.
///
/// Interview questions carry ``levels`` instead of a single model answer, so the
/// learner can see what a mid-level, a senior and a staff answer each add.
package struct RecallQuestion: Sendable {
  /// The answer to compare with; for interview questions, the senior answer.
  package let modelAnswer: String
  /// Three levelled model answers, for interview questions.
  package let levels: LevelledAnswers?

  /// A lesson question with one model answer.
  package init(modelAnswer: String) {
    self.modelAnswer = modelAnswer
    self.levels = nil
  }

  /// An interview question, graded against three levelled answers.
  package init(levels: LevelledAnswers) {
    self.modelAnswer = levels.senior.answer
    self.levels = levels
  }
}
