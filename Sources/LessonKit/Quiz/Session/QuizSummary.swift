import Foundation

/// How a quiz session went.
public struct QuizSummary: Sendable, Hashable {
  /// Questions planned for the session.
  public var planned: Int
  /// One answered question.
  public struct Answer: Sendable, Hashable {
    public let id: String
    public let rating: QuizRating
  }

  /// Each answered question's id and rating, in order.
  public var answers: [Answer] = []
  /// Why the quiz stopped before its last question; `nil` when it ran to the end.
  public var ending: QuizEnding?

  public init(planned: Int) {
    self.planned = planned
  }

  /// Whether the quiz stopped before its last question.
  public var endedEarly: Bool { ending != nil }
  /// Whether it ended with Ctrl-C.
  public var wasInterrupted: Bool { ending == .interrupted }

  /// Answers rated anything but ``QuizRating/again``.
  public var passed: Int { answers.filter { $0.rating.isPass }.count }

  /// The closing lines: how many were answered, how many to review.
  public var lines: [String] {
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
