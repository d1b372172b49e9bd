import Foundation

/// The review state of one question: its Leitner box and when it is next due.
public struct QuizCard: Sendable, Codable, Hashable {
  /// 0 (just failed) to ``LeitnerScheduler/topBox``.
  public var box: Int
  /// When the question should be asked again.
  public var due: Date
  /// How many times it was answered.
  public var reviews: Int
  /// How many of those answers were rated ``QuizRating/again``.
  public var lapses: Int
  /// The rating of the last answer.
  public var lastRating: QuizRating
  /// When it was last answered.
  public var lastReviewed: Date

  public init(box: Int, due: Date, reviews: Int, lapses: Int, lastRating: QuizRating, lastReviewed: Date) {
    self.box = box
    self.due = due
    self.reviews = reviews
    self.lapses = lapses
    self.lastRating = lastRating
    self.lastReviewed = lastReviewed
  }

  /// Whether the question should be asked at `now`.
  public func isDue(at now: Date) -> Bool { due <= now }
}
