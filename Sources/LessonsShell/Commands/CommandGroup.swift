/// The heading a command is listed under in `help`.
package enum CommandGroup: Int, Sendable, CaseIterable, Comparable {
  case lessons
  case exercises
  case quiz
  case general
  case shell
  case scenario

  /// The heading shown in `help`.
  package var title: String {
    switch self {
    case .lessons: "Lessons"
    case .exercises: "Exercises"
    case .quiz: "Quiz"
    case .general: "General"
    case .shell: "In the shell"
    case .scenario: "Scenario (after 'run ID')"
    }
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
