/// How far the learner got with a lesson or exercise; shown as a text mark, never colour alone.
package enum ProgressMark: Sendable, Equatable {
  case notStarted
  case started
  case done

  /// The mark in lists: `[ ]`, `[~]`, `[x]`.
  package var symbol: String {
    switch self {
    case .notStarted: "[ ]"
    case .started: "[~]"
    case .done: "[x]"
    }
  }
}
