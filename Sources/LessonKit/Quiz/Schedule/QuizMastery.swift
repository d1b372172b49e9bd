/// How well one lesson's questions are known, for `lessons progress`.
package struct QuizMastery: Sendable, Hashable {
  /// Questions in the bank for the lesson.
  package var questions: Int
  /// Questions answered at least once.
  package var seen = 0
  /// Questions in box ``LeitnerScheduler/masteredBox`` or higher.
  package var mastered = 0
  /// Questions due now, new ones included.
  package var due = 0
  /// The sum of the boxes, each capped at the mastered box.
  var boxTotal = 0

  package init(questions: Int) {
    self.questions = questions
  }

  /// 0–100: how far the lesson's questions have climbed towards the mastered box.
  package var percent: Int {
    guard questions > 0 else { return 0 }
    return boxTotal * 100 / (questions * LeitnerScheduler.masteredBox)
  }
}
