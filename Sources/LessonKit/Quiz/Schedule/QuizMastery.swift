/// How well one lesson's questions are known and when they come due, for `lessons progress`.
package struct QuizMastery: Sendable, Hashable {
  /// The wait, in days, from which a question counts as mastered: it is known well enough
  /// to wait a week at the schedule's retention.
  package static let masteredDays = 7.0

  /// Questions in the bank for the lesson.
  package var questions: Int
  /// Questions answered at least once.
  package var seen = 0
  /// Questions whose next wait is a week or more.
  package var mastered = 0
  /// Answered questions due by the end of today, overdue ones included.
  package var dueToday = 0
  /// Answered questions coming due on each of the seven days after today.
  package var forecast = [Int](repeating: 0, count: 7)
  /// The sum over answered questions of their wait as a share of a week, each at most 1.
  var progress = 0.0

  package init(questions: Int) {
    self.questions = questions
  }

  /// Questions never answered, which any sitting may ask.
  package var new: Int { questions - seen }

  /// 0–100: how far the lesson's questions have come towards a week's wait.
  package var percent: Int {
    guard questions > 0 else { return 0 }
    return Int((progress * 100 / Double(questions)).rounded(.down))
  }
}
