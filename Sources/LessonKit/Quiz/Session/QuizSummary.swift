import Foundation

/// How a quiz session went.
package struct QuizSummary: Sendable, Hashable {
  /// Questions planned for the session.
  package var planned: Int
  /// One answered question.
  package struct Answer: Sendable, Hashable {
    package let id: String
    package let rating: QuizRating
  }

  /// Each answered question's id and rating, in order.
  package var answers: [Answer] = []
  /// Why the quiz stopped before its last question; `nil` when it ran to the end.
  package var ending: QuizEnding?

  package init(planned: Int) {
    self.planned = planned
  }

  /// Whether the quiz stopped before its last question.
  package var endedEarly: Bool { ending != nil }
  /// Whether it ended with Ctrl-C.
  package var wasInterrupted: Bool { ending == .interrupted }

  /// Answers rated anything but ``QuizRating/again``.
  package var passed: Int { answers.filter { $0.rating.isPass }.count }

  /// The closing lines: how many were answered, how many to review.
  package var lines: [String] {
    let count = answers.count
    let toReview = count - passed
    if let ending {
      let reason =
        switch ending {
        case .endOfInput: "Input ended"
        case .interrupted: "Interrupted"
        case .rejectedAnswers(let count): "Stopped after \(count) answers in a row were not accepted"
        }
      return [
        "\(reason): \(count) of \(planned) answered (\(passed) right, \(toReview) to review). "
          + (count == 0 ? "Nothing was recorded." : "Your answers so far are saved.")
      ]
    }
    return ["Quiz done: \(count) of \(planned) answered, \(passed) right, \(toReview) to review."]
  }
}
