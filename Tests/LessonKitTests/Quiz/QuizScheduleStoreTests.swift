import Foundation
import LessonKit
import Testing
import WorkbenchSupport

final class QuizScheduleStoreTests {
  let directory: StateDirectory = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-store-\(UUID().uuidString)")
    return StateDirectory(url: url, cacheURL: url)
  }()

  // Each test gets an instance of its own; its folder goes with it.
  deinit { try? FileManager.default.removeItem(at: directory.url) }

  @Test func answersPersistAndReload() throws {
    let store = QuizScheduleStore(directory: directory)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try store.load().schedule == QuizSchedule())
    try store.record(.good, for: "draft-title.choice-fix", at: now)
    try store.record(.again, for: "draft-title.choice-fix", at: now)
    let reloaded = try QuizScheduleStore(directory: directory).load().schedule
    #expect(reloaded.cards["draft-title.choice-fix"]?.lapses == 1)
    #expect(reloaded.cards["draft-title.choice-fix"]?.reviews == 2)
    #expect(reloaded.cards["draft-title.choice-fix"]?.due == now.addingTimeInterval(600))
    #expect(store.url.lastPathComponent == "quiz-schedule.json")
  }

  /// A Leitner file with a card in every box migrates with nothing lost, and the old file
  /// goes only once the new one is written.
  @Test func aLeitnerScheduleMigratesWithEveryBox() throws {
    try directory.createIfNeeded()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let ratings: [QuizRating] = [.again, .hard, .good, .easy, .good, .easy]
    var cards: [String: LeitnerSchedule.Card] = [:]
    for box in 0...5 {
      cards["lesson.q\(box)"] = LeitnerSchedule.Card(
        box: box, due: now.addingTimeInterval(Double(box) * 3600), reviews: box + 1, lapses: box % 2,
        lastRating: ratings[box], lastReviewed: now.addingTimeInterval(-86_400))
    }
    let old = directory.stateFile(QuizScheduleStore.leitnerFileName)
    let encoder = JSONEncoder()
    try encoder.encode(LeitnerSchedule(cards: cards)).write(to: old)

    let store = QuizScheduleStore(directory: directory)
    let loaded = try store.load()
    #expect(loaded.damageNotice?.contains("moved from Leitner boxes to FSRS (6 answered questions") == true)
    let migrated = loaded.schedule
    #expect(migrated.retention == 0.9)
    #expect(migrated.cards.count == 6)
    let stabilities = [0.2172, 1, 3, 7, 16, 35]
    let scheduler = FSRSScheduler()
    for box in 0...5 {
      let card = try #require(migrated.cards["lesson.q\(box)"])
      #expect(abs(card.stability - stabilities[box]) < 1e-9, "box \(box)")
      #expect(card.difficulty == scheduler.initialDifficulty(ratings[box]))
      #expect(card.due == now.addingTimeInterval(Double(box) * 3600))
      #expect(card.reviews == box + 1 && card.lapses == box % 2 && card.lastRating == ratings[box])
      #expect(card.lastReviewed == now.addingTimeInterval(-86_400))
    }
    #expect(!FileManager.default.fileExists(atPath: old.path), "the Leitner file is gone once migrated")
    #expect(try store.load().damageNotice == nil, "a second load migrates nothing")
  }

  /// A migration whose new file cannot be written leaves the Leitner file as it was.
  @Test func aFailedMigrationKeepsTheLeitnerFile() throws {
    try directory.createIfNeeded()
    let old = directory.stateFile(QuizScheduleStore.leitnerFileName)
    let card = LeitnerSchedule.Card(
      box: 2, due: Date(timeIntervalSince1970: 1_800_000_000), reviews: 3, lapses: 0, lastRating: .good,
      lastReviewed: Date(timeIntervalSince1970: 1_799_000_000))
    let data = try JSONEncoder().encode(LeitnerSchedule(cards: ["lesson.q": card]))
    try data.write(to: old)
    // A folder where the new file would go: the write fails.
    let blocker = directory.stateFile(QuizScheduleStore.fileName).appendingPathComponent("x")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    #expect(throws: (any Error).self) { try QuizScheduleStore(directory: directory).load() }
    #expect(try Data(contentsOf: old) == data)
  }

  @Test func aDamagedScheduleIsSetAsideAndReported() throws {
    let store = QuizScheduleStore(directory: directory)
    try directory.createIfNeeded()
    try Data("{ not json".utf8).write(to: store.url)
    let loaded = try store.load()
    #expect(loaded.schedule == QuizSchedule())
    #expect(loaded.damageNotice?.contains("quiz-schedule.json.damaged") == true)
  }

  @Test func theClockComesFromTheEnvironment() {
    #expect(
      QuizClock.from(environment: ["LESSONS_QUIZ_NOW": "1800000000"]).now().timeIntervalSince1970 == 1.8e9)
    #expect(
      QuizClock.from(environment: ["LESSONS_QUIZ_NOW": "2027-01-15T09:00:00Z"]).now()
        == ISO8601DateFormatter().date(from: "2027-01-15T09:00:00Z"))
  }
}
