import Foundation
import LessonKit
import Testing
import WorkbenchSupport

struct QuizScheduleStoreTests {
  let directory: StateDirectory = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-store-\(UUID().uuidString)")
    return StateDirectory(url: url, cacheURL: url)
  }()

  @Test func answersPersistAndReload() throws {
    let store = QuizScheduleStore(directory: directory)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try store.load().schedule == QuizSchedule())
    try store.record(.good, for: "init-copy.choice-fix", at: now)
    try store.record(.again, for: "init-copy.choice-fix", at: now)
    let reloaded = try QuizScheduleStore(directory: directory).load().schedule
    #expect(reloaded.cards["init-copy.choice-fix"]?.box == 0)
    #expect(reloaded.cards["init-copy.choice-fix"]?.reviews == 2)
    #expect(store.url.lastPathComponent == "quiz.json")
  }

  @Test func aDamagedScheduleIsSetAsideAndReported() throws {
    let store = QuizScheduleStore(directory: directory)
    try directory.createIfNeeded()
    try Data("{ not json".utf8).write(to: store.url)
    let loaded = try store.load()
    #expect(loaded.schedule == QuizSchedule())
    #expect(loaded.damageNotice?.contains("quiz.json.damaged") == true)
  }

  @Test func theClockComesFromTheEnvironment() {
    #expect(
      QuizClock.from(environment: ["LESSONS_QUIZ_NOW": "1800000000"]).now().timeIntervalSince1970 == 1.8e9)
    #expect(
      QuizClock.from(environment: ["LESSONS_QUIZ_NOW": "2027-01-15T09:00:00Z"]).now()
        == ISO8601DateFormatter().date(from: "2027-01-15T09:00:00Z"))
  }
}
