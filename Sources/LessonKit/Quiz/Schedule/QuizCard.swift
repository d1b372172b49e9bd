import Foundation

/// The review state of one question: its memory state in FSRS's terms (``FSRSScheduler``)
/// and when it is next due.
package struct QuizCard: Sendable, Codable, Hashable {
  /// Days until the chance of recalling it falls to 90 %.
  package var stability: Double
  /// How hard it is to raise its stability, 1 (easy) to 10.
  package var difficulty: Double
  /// When the question should be asked again.
  package var due: Date
  /// How many times it was answered.
  package var reviews: Int
  /// How many of those answers were rated ``QuizRating/again``.
  package var lapses: Int
  /// The rating of the last answer.
  package var lastRating: QuizRating
  /// When it was last answered.
  package var lastReviewed: Date

  package init(
    stability: Double, difficulty: Double, due: Date, reviews: Int, lapses: Int, lastRating: QuizRating,
    lastReviewed: Date
  ) {
    self.stability = stability
    self.difficulty = difficulty
    self.due = due
    self.reviews = reviews
    self.lapses = lapses
    self.lastRating = lastRating
    self.lastReviewed = lastReviewed
  }

  /// Whether the question should be asked at `now`.
  package func isDue(at now: Date) -> Bool { due <= now }
}
