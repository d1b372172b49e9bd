import Foundation

/// Every answered question's review state, keyed by question id: what `quiz.json` holds.
package struct QuizSchedule: Sendable, Codable, Hashable {
  /// The file format's version, for a future migration.
  package var version: Int
  /// Review state by question id; questions never answered are absent.
  package var cards: [String: QuizCard]

  package init(cards: [String: QuizCard] = [:]) {
    self.version = 1
    self.cards = cards
  }

  /// Records an answer to `questionID` rated `rating` at `now`.
  package mutating func record(_ rating: QuizRating, for questionID: String, at now: Date) {
    cards[questionID] = LeitnerScheduler.review(cards[questionID], rating: rating, at: now)
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

  /// How well the questions of one lesson are known.
  package func mastery(of questions: [QuizQuestion], at now: Date) -> QuizMastery {
    var mastery = QuizMastery(questions: questions.count)
    for question in questions {
      guard let card = cards[question.id] else {
        mastery.due += 1
        continue
      }
      mastery.seen += 1
      mastery.boxTotal += min(card.box, LeitnerScheduler.masteredBox)
      if card.box >= LeitnerScheduler.masteredBox { mastery.mastered += 1 }
      if card.isDue(at: now) { mastery.due += 1 }
    }
    return mastery
  }
}
