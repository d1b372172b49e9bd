import Foundation
import WorkbenchSupport

/// The schedule on disk: `quiz-schedule.json` in the state directory, written atomically.
///
/// A state directory from before FSRS has `quiz.json` (Leitner boxes, ``LeitnerSchedule``)
/// instead. The first load or answer migrates it: the new file is written and read back,
/// and only then is the old one removed, so a migration that fails halfway leaves the old
/// file as it was, to migrate again next time.
///
/// ```swift
/// let store = QuizScheduleStore(directory: StateDirectory())
/// var schedule = try store.load().schedule
/// try store.record(.good, for: "draft-title.choice-owner", at: Date())
/// ```
package struct QuizScheduleStore: Sendable {
  /// The file's name in the state directory.
  package static let fileName = "quiz-schedule.json"
  /// The Leitner schedule's file, which a load migrates.
  package static let leitnerFileName = "quiz.json"

  private let file: AtomicJSONFile<QuizSchedule>
  private let leitnerFile: AtomicJSONFile<LeitnerSchedule>

  package init(directory: StateDirectory) {
    self.file = AtomicJSONFile(url: directory.stateFile(Self.fileName))
    self.leitnerFile = AtomicJSONFile(url: directory.stateFile(Self.leitnerFileName))
  }

  /// Where the schedule lives.
  package var url: URL { file.url }

  /// The saved schedule (empty when there is none) and a notice if a damaged file was set
  /// aside or a Leitner schedule was migrated.
  package func load() throws(AtomicJSONFileError) -> (schedule: QuizSchedule, damageNotice: String?) {
    let migration = try migrateLeitnerSchedule()
    let outcome = try file.load()
    return (outcome.value ?? QuizSchedule(), [migration, outcome.damageNotice].compactMap(\.self).first)
  }

  /// Records one answer, under the file lock, so a crash or Ctrl-C loses nothing already answered.
  @discardableResult
  package func record(_ rating: QuizRating, for questionID: String, at now: Date) throws -> String? {
    let migration = try migrateLeitnerSchedule()
    let notice = try file.update(default: QuizSchedule()) { $0.record(rating, for: questionID, at: now) }
      .damageNotice
    return migration ?? notice
  }

  /// Sets the retention the schedule aims for; the cards keep their memory state and due dates.
  package func setRetention(_ retention: Double) throws {
    _ = try migrateLeitnerSchedule()
    _ = try file.update(default: QuizSchedule()) { $0.retention = retention }
  }

  /// Migrates `quiz.json` when it exists and `quiz-schedule.json` does not; what to tell the
  /// learner, or `nil` when there was nothing to migrate.
  private func migrateLeitnerSchedule() throws(AtomicJSONFileError) -> String? {
    let manager = FileManager.default
    guard !manager.fileExists(atPath: file.url.path), manager.fileExists(atPath: leitnerFile.url.path) else {
      return nil
    }
    let old = try leitnerFile.load()
    guard let leitner = old.value else { return old.damageNotice }
    let migrated = leitner.migrated()
    try file.save(migrated)
    // Read back before the old file goes: a write that did not land keeps the boxes.
    guard (try? file.load().value) == migrated else { return nil }
    try? manager.removeItem(at: leitnerFile.url)
    return "Your quiz schedule moved from Leitner boxes to FSRS (\(leitner.cards.count) answered "
      + "question\(leitner.cards.count == 1 ? "" : "s"), each with its due date and history); "
      + "it is now \(Self.fileName)."
  }
}
