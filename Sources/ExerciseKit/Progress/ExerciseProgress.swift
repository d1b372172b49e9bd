import Foundation

/// What the learner has done with each exercise, as saved in `exercise-progress.json`.
package struct ExerciseProgress: Sendable, Codable, Equatable {
  /// One exercise's record.
  package struct Record: Sendable, Codable, Equatable {
    /// Checks run, whatever the outcome.
    package var attempts: Int = 0
    /// Checks that passed.
    package var passes: Int = 0
    /// Hints revealed so far (the next `lessons hint` shows hint `hintsUsed + 1`).
    package var hintsUsed: Int = 0
    /// The outcome of the latest check.
    package var lastStatus: ExerciseStatus?
    /// When the exercise first passed.
    package var firstPassed: Date?

    /// A record of an untouched exercise.
    package init() {}

    /// Whether the exercise has passed at least once (this unlocks `lessons solution`).
    package var hasPassed: Bool { passes > 0 }
  }

  /// Format version, for migrating the file later.
  package var version = 1
  /// Records by exercise id.
  package var exercises: [String: Record] = [:]

  /// No progress at all.
  package init() {}

  /// The record for `id` (an empty one if the exercise was never touched).
  package subscript(id: String) -> Record {
    get { exercises[id] ?? Record() }
    set { exercises[id] = newValue }
  }
}
