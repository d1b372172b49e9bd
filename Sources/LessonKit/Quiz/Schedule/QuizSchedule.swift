import Foundation

/// Every answered question's review state, keyed by question id, and the retention the
/// schedule aims for: what `quiz-schedule.json` holds.
package struct QuizSchedule: Sendable, Codable, Hashable {
  /// The file format's version: 2 (FSRS); version 1 was Leitner boxes (``LeitnerSchedule``).
  package var version: Int
  /// The chance of recall at which a question comes back (``FSRSScheduler/retention``).
  package var retention: Double
  /// Review state by question id; questions never answered are absent.
  package var cards: [String: QuizCard]

  package init(retention: Double = FSRSScheduler.defaultRetention, cards: [String: QuizCard] = [:]) {
    self.version = 2
    self.retention = retention
    self.cards = cards
  }

  /// The scheduler for this schedule's retention.
  package var scheduler: FSRSScheduler { FSRSScheduler(retention: retention) }

  /// Records an answer to `questionID` rated `rating` at `now`.
  package mutating func record(_ rating: QuizRating, for questionID: String, at now: Date) {
    cards[questionID] = scheduler.review(cards[questionID], rating: rating, at: now)
  }

  /// The questions to ask, best first: due ones (most overdue first), then new ones
  /// in bank order, then the rest by due date (so `--count` can always be met).
  package func order(_ questions: [QuizQuestion], at now: Date) -> [QuizQuestion] {
    var due: [(QuizQuestion, Date)] = []
    var new: [QuizQuestion] = []
    var later: [(QuizQuestion, Date)] = []
    for question in questions {
      if let card = cards[question.id] {
        if card.isDue(at: now) {
          due.append((question, card.due))
        } else {
          later.append((question, card.due))
        }
      } else {
        new.append(question)
      }
    }
    // Sorting is stable, so equal dates keep bank order.
    return due.sorted { $0.1 < $1.1 }.map(\.0) + new + later.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// The answered questions among `questions` that are due at `now`, most overdue first.
  package func due(_ questions: [QuizQuestion], at now: Date) -> [QuizQuestion] {
    questions.compactMap { question in cards[question.id].map { (question, $0.due) } }
      .filter { $0.1 <= now }.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// How well the questions of one lesson are known, and when they come due: today (by the
  /// end of `now`'s day in `calendar`) and on each of the seven days after.
  package func mastery(of questions: [QuizQuestion], at now: Date, calendar: Calendar = .current)
    -> QuizMastery
  {
    var mastery = QuizMastery(questions: questions.count)
    let today = calendar.startOfDay(for: now)
    let scheduler = scheduler
    for question in questions {
      guard let card = cards[question.id] else { continue }
      mastery.seen += 1
      let waits = scheduler.intervalDays(stability: card.stability)
      mastery.progress += min(waits, QuizMastery.masteredDays) / QuizMastery.masteredDays
      if waits >= QuizMastery.masteredDays { mastery.mastered += 1 }
      let day = calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: card.due)).day ?? 0
      if day <= 0 {
        mastery.dueToday += 1
      } else if day <= mastery.forecast.count {
        mastery.forecast[day - 1] += 1
      }
    }
    return mastery
  }
}
