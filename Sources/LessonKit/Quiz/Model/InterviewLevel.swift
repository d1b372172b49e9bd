/// How far an interview answer reached on the ladder the curriculum models.
///
/// Picking the right wrapper is mid-level; deriving it from ownership is senior;
/// tying ownership to testability is staff.
package enum InterviewLevel: Int, Sendable, CaseIterable, Comparable, Codable {
  case notYet = 0
  case mid = 1
  case senior = 2
  case staff = 3

  /// How the level is named to the learner.
  package var title: String {
    switch self {
    case .notYet: "not yet"
    case .mid: "mid-level"
    case .senior: "senior"
    case .staff: "staff"
    }
  }

  /// What an answer at this level does, in one phrase.
  package var trait: String {
    switch self {
    case .notYet: "misses the mechanism"
    case .mid: "names the right wrapper or mechanism"
    case .senior: "derives it from who owns the value"
    case .staff: "ties that ownership to how the code is tested and changed"
    }
  }

  /// The spaced-review rating a self-assessed level earns.
  package var rating: QuizRating {
    switch self {
    case .notYet: .again
    case .mid: .hard
    case .senior: .good
    case .staff: .easy
    }
  }

  package static func < (lhs: InterviewLevel, rhs: InterviewLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
