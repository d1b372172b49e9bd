import Foundation
import LessonKit
import Testing

/// FSRS-6 against reference values worked out by hand from the published formulas and
/// default parameters (open-spaced-repetition, "The Algorithm", FSRS-6), independently of
/// the code: with `C = −0.2` and `F = 0.9^(1/C) − 1 = 0.693509`, the interval at retention
/// 0.9 is the stability itself.
struct FSRSSchedulerTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)
  let day: TimeInterval = 86_400
  let scheduler = FSRSScheduler()

  /// A rating and the stability, difficulty and wait it should give. Written out as a typed
  /// constant: as an untyped literal in `@Test(arguments:)`, each table cost the compiler some
  /// 7 s of type-checking, twice per build.
  typealias Expected = (rating: QuizRating, stability: Double, difficulty: Double, wait: TimeInterval)

  /// What each first rating of a new question gives.
  static let firstRatings: [Expected] = [
    (.again, 0.2172, 7.0114, 600),
    (.hard, 1.1771, 6.243133, 1 * 86_400),
    (.good, 3.2602, 4.884632, 3 * 86_400),
    (.easy, 16.1507, 2.482439, 16 * 86_400),
  ]

  /// What each rating gives a question first rated good, answered again when due.
  static let secondRatingsWhenDue: [Expected] = [
    (.again, 1.098826, 7.234919, 600),
    (.hard, 5.027572, 6.051488, 5 * 86_400),
    (.good, 11.326707, 4.868057, 11 * 86_400),
    (.easy, 27.462946, 3.684625, 27 * 86_400),
  ]

  /// A new question's memory state and wait after each first rating.
  @Test(arguments: firstRatings)
  func aNewQuestion(rating: QuizRating, stability: Double, difficulty: Double, wait: TimeInterval) {
    let card = scheduler.review(nil, rating: rating, at: start)
    #expect(abs(card.stability - stability) < 1e-6)
    #expect(abs(card.difficulty - difficulty) < 1e-6)
    #expect(card.due == start.addingTimeInterval(wait))
    #expect(card.reviews == 1)
    #expect(card.lapses == (rating == .again ? 1 : 0))
  }

  /// A question first rated good, answered again on the day it fell due (three days on,
  /// when its retrievability is 0.906001).
  @Test(arguments: secondRatingsWhenDue)
  func aSecondAnswerWhenDue(rating: QuizRating, stability: Double, difficulty: Double, wait: TimeInterval) {
    let first = scheduler.review(nil, rating: .good, at: start)
    let then = start.addingTimeInterval(3 * day)
    #expect(abs(scheduler.retrievability(afterDays: 3, stability: first.stability) - 0.906001) < 1e-6)
    let card = scheduler.review(first, rating: rating, at: then)
    #expect(abs(card.stability - stability) < 1e-5)
    #expect(abs(card.difficulty - difficulty) < 1e-6)
    #expect(card.due == then.addingTimeInterval(wait))
  }

  /// A lapse: a question of stability 20 and difficulty 5 forgotten 20 days on (R = 0.9).
  @Test func aLapseAfterAWaitOfItsStability() {
    let card = QuizCard(
      stability: 20, difficulty: 5, due: start.addingTimeInterval(20 * day), reviews: 4, lapses: 0,
      lastRating: .good, lastReviewed: start)
    let lapsed = scheduler.review(card, rating: .again, at: start.addingTimeInterval(20 * day))
    #expect(abs(lapsed.stability - 3.083184) < 1e-6)
    #expect(abs(lapsed.difficulty - 7.296110) < 1e-6)
    #expect(lapsed.lapses == 1 && lapsed.reviews == 5)
    #expect(lapsed.due == start.addingTimeInterval(20 * day + 600))
  }

  /// Answers the same day change stability by the short-term rule, and good never lowers it.
  @Test func sameDayAnswersUseTheShortTermRule() {
    let first = scheduler.review(nil, rating: .good, at: start)
    let later = start.addingTimeInterval(3600)
    #expect(abs(scheduler.review(first, rating: .good, at: later).stability - 3.536244) < 1e-6)
    #expect(abs(scheduler.review(first, rating: .again, at: later).stability - 0.783382) < 1e-6)
  }

  /// A lower retention waits longer: at 0.85 a first good answer waits 6 days, not 3.
  @Test func theRetentionSetsTheWait() {
    let relaxed = FSRSScheduler(retention: 0.85)
    #expect(relaxed.intervalDays(stability: 3.2602) == 6)
    #expect(relaxed.intervalDays(stability: 16.1507) == 29)
    #expect(scheduler.intervalDays(stability: 0.2172) == 1, "a wait is at least a day")
  }
}
