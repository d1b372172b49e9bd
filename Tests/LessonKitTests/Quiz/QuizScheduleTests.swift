import Foundation
import LessonKit
import Testing

struct QuizScheduleTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)
  let day: TimeInterval = 86_400

  @Test func ratingsMoveTheBox() {
    let good = LeitnerScheduler.review(nil, rating: .good, at: start)
    #expect(good.box == 1)
    #expect(good.due == start.addingTimeInterval(day))
    let easy = LeitnerScheduler.review(good, rating: .easy, at: start)
    #expect(easy.box == 3)
    #expect(easy.due == start.addingTimeInterval(7 * day))
    let hard = LeitnerScheduler.review(easy, rating: .hard, at: start)
    #expect(hard.box == 3)
    let again = LeitnerScheduler.review(hard, rating: .again, at: start)
    #expect(again.box == 0)
    #expect(again.due == start.addingTimeInterval(600))
    #expect(again.reviews == 4)
    #expect(again.lapses == 1)
  }

  @Test func theTopBoxIsACeiling() {
    var card = LeitnerScheduler.review(nil, rating: .easy, at: start)
    for _ in 0..<5 { card = LeitnerScheduler.review(card, rating: .easy, at: start) }
    #expect(card.box == LeitnerScheduler.topBox)
    #expect(card.due == start.addingTimeInterval(35 * day))
  }

  @Test func hardOnANewQuestionStillWaitsADay() {
    #expect(LeitnerScheduler.review(nil, rating: .hard, at: start).box == 1)
  }

  @Test @MainActor func dueQuestionsComeFirstThenNewThenLater() {
    let questions = [
      QuizFixtures.choice, QuizFixtures.recall, QuizFixtures.predictViews, QuizFixtures.predictControl,
    ]
    var schedule = QuizSchedule()
    schedule.record(.good, for: QuizFixtures.choice.id, at: start)  // due in a day
    schedule.record(.again, for: QuizFixtures.predictControl.id, at: start)  // due in 10 minutes
    let anHourLater = start.addingTimeInterval(3600)
    #expect(
      schedule.order(questions, at: anHourLater).map(\.id) == [
        QuizFixtures.predictControl.id, QuizFixtures.recall.id, QuizFixtures.predictViews.id,
        QuizFixtures.choice.id,
      ])
    #expect(schedule.order(questions, at: start).map(\.id).first == QuizFixtures.recall.id)
  }

  @Test @MainActor func masteryCountsBoxesUpToTheWeekBox() {
    let questions = [QuizFixtures.choice, QuizFixtures.recall, QuizFixtures.predictViews]
    var schedule = QuizSchedule()
    for _ in 0..<3 { schedule.record(.good, for: QuizFixtures.choice.id, at: start) }
    schedule.record(.again, for: QuizFixtures.recall.id, at: start)
    let mastery = schedule.mastery(of: questions, at: start.addingTimeInterval(3600))
    #expect(mastery.questions == 3)
    #expect(mastery.seen == 2)
    #expect(mastery.mastered == 1)
    #expect(mastery.due == 2)  // the failed one and the new one
    #expect(mastery.percent == 33)
  }
}
