import Foundation

/// How a quiz session went.
package struct QuizSummary: Sendable, Hashable {
  /// Questions planned for the session.
  package var planned: Int
  /// One answered question.
  package struct Answer: Sendable, Hashable {
    package let id: String
    package let rating: QuizRating
    /// Whether the learner rated it themselves (a recall question): no grader checked it.
    package var selfRated = false
  }

  /// Each answered question's id and rating, in order.
  package var answers: [Answer] = []
  /// Why the quiz stopped before its last question; `nil` when it ran to the end.
  package var ending: QuizEnding?

  package init(planned: Int) {
    self.planned = planned
  }

  /// Answers rated anything but ``QuizRating/again``.
  package var passed: Int { answers.filter { $0.rating.isPass }.count }
  /// Graded answers (choice and predict) that were right.
  package var right: Int { answers.filter { !$0.selfRated && $0.rating.isPass }.count }
  /// Self-rated answers (recall) the learner said they recalled.
  package var recalled: Int { answers.filter { $0.selfRated && $0.rating.isPass }.count }

  /// How the answers went: right ones, the self-rated ones apart (a rating the learner gave
  /// themselves is not a mark), and those to review.
  private var marks: String {
    let recalledPart = answers.contains(where: \.selfRated) ? ", \(recalled) recalled (self-rated)" : ""
    return "\(right) right\(recalledPart), \(answers.count - passed) to review"
  }

  /// The closing lines: how many were answered, how many to review.
  package var lines: [String] {
    let count = answers.count
    if let ending {
      let reason =
        switch ending {
        case .endOfInput: "Input ended"
        case .interrupted: "Interrupted"
        case .rejectedAnswers(let count): "Stopped after \(count) answers in a row were not accepted"
        }
      return [
        "\(reason): \(count) of \(planned) answered (\(marks)). "
          + (count == 0 ? "Nothing was recorded." : "Your answers so far are saved.")
      ]
    }
    return ["Quiz done: \(count) of \(planned) answered, \(marks)."]
  }
}
