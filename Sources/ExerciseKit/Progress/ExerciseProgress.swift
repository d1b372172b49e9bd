import Foundation

/// What the learner has done with each exercise, as saved in `exercise-progress.json`.
public struct ExerciseProgress: Sendable, Codable, Equatable {
  /// One exercise's record.
  public struct Record: Sendable, Codable, Equatable {
    /// Checks run, whatever the outcome.
    public var attempts: Int = 0
    /// Checks that passed.
    public var passes: Int = 0
    /// Hints revealed so far (the next `lessons hint` shows hint `hintsUsed + 1`).
    public var hintsUsed: Int = 0
    /// The outcome of the latest check.
    public var lastStatus: ExerciseStatus?
    /// When the exercise first passed.
    public var firstPassed: Date?

    /// A record of an untouched exercise.
    public init() {}

    /// Whether the exercise has passed at least once (this unlocks `lessons solution`).
    public var hasPassed: Bool { passes > 0 }
  }

  /// Format version, for migrating the file later.
  public var version = 1
  /// Records by exercise id.
  public var exercises: [String: Record] = [:]

  /// No progress at all.
  public init() {}

  /// The record for `id` (an empty one if the exercise was never touched).
  public subscript(id: String) -> Record {
    get { exercises[id] ?? Record() }
    set { exercises[id] = newValue }
  }
}
