import Foundation
import LessonKit
import Testing

struct QuizScheduleTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)
  let day: TimeInterval = 86_400

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

  @Test @MainActor func masteryCountsWaitsOfAWeekAndForecastsTheWeek() {
    let questions = [QuizFixtures.choice, QuizFixtures.recall, QuizFixtures.predictViews]
    var schedule = QuizSchedule()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    // Easy waits 16 days (mastered); good then good three days on waits 11 (mastered too).
    schedule.record(.easy, for: QuizFixtures.choice.id, at: start)
    schedule.record(.again, for: QuizFixtures.recall.id, at: start)
    let mastery = schedule.mastery(of: questions, at: start.addingTimeInterval(3600), calendar: calendar)
    #expect(mastery.questions == 3)
    #expect(mastery.seen == 2)
    #expect(mastery.new == 1)
    #expect(mastery.mastered == 1)
    #expect(mastery.dueToday == 1)  // the failed one, back in ten minutes
    #expect(mastery.forecast == [0, 0, 0, 0, 0, 0, 0], "the easy one is due in 16 days")
    // A first good answer waits three days: the forecast's third day.
    schedule.record(.good, for: QuizFixtures.predictViews.id, at: start)
    let later = schedule.mastery(of: questions, at: start, calendar: calendar)
    #expect(later.forecast == [0, 0, 1, 0, 0, 0, 0])
    // 16 days counts as a week (1), 3 of 7 days, and the failed one's one day: (1 + 3/7 + 1/7) / 3.
    #expect(later.percent == 52)
  }

  @Test @MainActor func onlyAnsweredQuestionsThatAreDueAreDue() {
    let questions = [QuizFixtures.choice, QuizFixtures.recall, QuizFixtures.predictViews]
    var schedule = QuizSchedule()
    schedule.record(.good, for: QuizFixtures.choice.id, at: start)
    schedule.record(.again, for: QuizFixtures.recall.id, at: start)
    #expect(schedule.due(questions, at: start).isEmpty)
    #expect(schedule.due(questions, at: start.addingTimeInterval(3600)).map(\.id) == [QuizFixtures.recall.id])
    #expect(
      schedule.due(questions, at: start.addingTimeInterval(4 * day)).map(\.id) == [
        QuizFixtures.recall.id, QuizFixtures.choice.id,
      ])
  }
}
