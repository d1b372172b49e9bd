/// How well a question was answered, as spaced review understands it.
///
/// Recall questions are self-graded on all four; choice and predict questions are
/// graded right (``good``) or wrong (``again``).
package enum QuizRating: String, Sendable, Codable, CaseIterable, Hashable {
  case again
  case hard
  case good
  case easy

  /// Whether the answer counts as right in a summary.
  package var isPass: Bool { self != .again }
}
