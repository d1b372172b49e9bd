import Foundation

/// The review state of one question: its Leitner box and when it is next due.
package struct QuizCard: Sendable, Codable, Hashable {
  /// 0 (just failed) to ``LeitnerScheduler/topBox``.
  package var box: Int
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

  package init(box: Int, due: Date, reviews: Int, lapses: Int, lastRating: QuizRating, lastReviewed: Date) {
    self.box = box
    self.due = due
    self.reviews = reviews
    self.lapses = lapses
    self.lastRating = lastRating
    self.lastReviewed = lastReviewed
  }

  /// Whether the question should be asked at `now`.
  package func isDue(at now: Date) -> Bool { due <= now }
}
