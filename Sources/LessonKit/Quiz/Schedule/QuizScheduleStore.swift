import Foundation
import WorkbenchSupport

/// The schedule on disk: `quiz.json` in the state directory, written atomically.
///
/// ```swift
/// let store = QuizScheduleStore(directory: StateDirectory())
/// var schedule = try store.load().schedule
/// try store.record(.good, for: "draft-title.choice-owner", at: Date())
/// ```
package struct QuizScheduleStore: Sendable {
  /// The file's name in the state directory.
  package static let fileName = "quiz.json"

  private let file: AtomicJSONFile<QuizSchedule>

  package init(directory: StateDirectory) {
    self.file = AtomicJSONFile(url: directory.stateFile(Self.fileName))
  }

  /// Where the schedule lives.
  package var url: URL { file.url }

  /// The saved schedule (empty when there is none) and a notice if a damaged file was set aside.
  package func load() throws(AtomicJSONFileError) -> (schedule: QuizSchedule, damageNotice: String?) {
    let outcome = try file.load()
    return (outcome.value ?? QuizSchedule(), outcome.damageNotice)
  }

  /// Records one answer, under the file lock, so a crash or Ctrl-C loses nothing already answered.
  @discardableResult
  package func record(_ rating: QuizRating, for questionID: String, at now: Date) throws -> String? {
    try file.update(default: QuizSchedule()) { $0.record(rating, for: questionID, at: now) }.damageNotice
  }
}
