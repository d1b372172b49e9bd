import Foundation

/// The schedule as the tool kept it before FSRS: Leitner boxes, in `quiz.json` (version 1).
/// Read once, to migrate it (``QuizScheduleStore``).
///
/// A question sat in a box from 0 to 5, each with a fixed wait: 10 minutes, then 1, 3, 7, 16
/// and 35 days.
package struct LeitnerSchedule: Sendable, Codable, Hashable {
  /// One question's box and history.
  package struct Card: Sendable, Codable, Hashable {
    package var box: Int
    package var due: Date
    package var reviews: Int
    package var lapses: Int
    package var lastRating: QuizRating
    package var lastReviewed: Date

    package init(box: Int, due: Date, reviews: Int, lapses: Int, lastRating: QuizRating, lastReviewed: Date) {
      self.box = box
      self.due = due
      self.reviews = reviews
      self.lapses = lapses
      self.lastRating = lastRating
      self.lastReviewed = lastReviewed
    }
  }

  /// The file format's version: 1.
  package var version: Int
  /// Box and history by question id.
  package var cards: [String: Card]

  package init(cards: [String: Card]) {
    self.version = 1
    self.cards = cards
  }

  /// Each box's wait, in days.
  package static let waitDays = [10.0 / (24 * 60), 1, 3, 7, 16, 35]

  /// The same questions in FSRS's terms, with nothing lost: each card keeps its due date,
  /// answers, lapses and last rating, and its box becomes its stability.
  ///
  /// A box's wait is how long the question was expected to stay known, and FSRS's stability
  /// is the wait after which recall falls to 90 %: a box's wait in days is its stability
  /// (box 0, ten minutes, takes FSRS's stability after a first "again" instead). The
  /// difficulty is FSRS's first-answer difficulty for the last rating, the one trace of how
  /// hard the question was that the box kept.
  package func migrated(retention: Double = FSRSScheduler.defaultRetention) -> QuizSchedule {
    let scheduler = FSRSScheduler(retention: retention)
    var schedule = QuizSchedule(retention: retention)
    for (id, card) in cards {
      let box = min(max(card.box, 0), Self.waitDays.count - 1)
      let stability = box == 0 ? scheduler.initialStability(.again) : Self.waitDays[box]
      schedule.cards[id] = QuizCard(
        stability: stability, difficulty: scheduler.initialDifficulty(card.lastRating), due: card.due,
        reviews: card.reviews, lapses: card.lapses, lastRating: card.lastRating,
        lastReviewed: card.lastReviewed)
    }
    return schedule
  }
}
