import Foundation

/// The spaced-review rule: Leitner boxes with fixed intervals.
///
/// Every question sits in a box from 0 to 5; the box decides how long until it
/// is due again:
///
/// | box | due after  |
/// |-----|------------|
/// | 0   | 10 minutes |
/// | 1   | 1 day      |
/// | 2   | 3 days     |
/// | 3   | 7 days     |
/// | 4   | 16 days    |
/// | 5   | 35 days    |
///
/// An answer moves the question: **again** back to box 0 (it returns within the
/// hour), **hard** keeps its box (at least box 1), **good** one box up, **easy**
/// two boxes up. A question never answered is new: it has no box and is asked
/// after the due ones. Boxes were chosen over an FSRS-like model because their
/// state is one small integer a learner can reason about, and the intervals are
/// what a short course needs (a month is the longest gap).
///
/// A question in box 3 or higher has survived a week's gap: it counts as mastered.
package enum LeitnerScheduler {
  /// The highest box.
  package static let topBox = 5
  /// The box from which a question counts as mastered.
  package static let masteredBox = 3

  /// How long a question in `box` waits before it is due again.
  package static func interval(forBox box: Int) -> TimeInterval {
    let minute: TimeInterval = 60
    let day: TimeInterval = 24 * 60 * minute
    let intervals = [10 * minute, day, 3 * day, 7 * day, 16 * day, 35 * day]
    return intervals[min(max(box, 0), topBox)]
  }

  /// The card after answering with `rating` at `now`; `card` is `nil` for a new question.
  package static func review(_ card: QuizCard?, rating: QuizRating, at now: Date) -> QuizCard {
    let box = card?.box ?? 0
    let next: Int
    switch rating {
    case .again: next = 0
    case .hard: next = max(box, 1)
    case .good: next = min(box + 1, topBox)
    case .easy: next = min(box + 2, topBox)
    }
    return QuizCard(
      box: next, due: now.addingTimeInterval(interval(forBox: next)),
      reviews: (card?.reviews ?? 0) + 1, lapses: (card?.lapses ?? 0) + (rating == .again ? 1 : 0),
      lastRating: rating, lastReviewed: now)
  }
}
