import Foundation

/// One exercise folder under `Exercises/`, as read from disk.
///
/// ```text
/// Exercises/init-copy/
///   TASK.md                 # "# Title", then the task statement
///   HINTS.md                # one "## " section per hint, revealed in order
///   TitleEditor.swift       # the learner's file (any name but Checks.swift)
///   Checks.swift            # the embedded checks (digest registered in ExerciseRegistry)
///   .starter/TitleEditor.swift    # pristine copy for `lessons reset`
///   .solution/TitleEditor.swift   # the reference, for `lessons solution` and the tests
/// ```
public struct Exercise: Sendable, Identifiable, Equatable {
  /// The kebab-case id, equal to the folder name and to the matching lesson's id.
  public let id: String
  /// The title from the first `# ` line of `TASK.md`.
  public let title: String
  /// The task statement: `TASK.md` without its title line.
  public let task: String
  /// The staged hints from `HINTS.md`, in the order they are revealed.
  public let hints: [String]
  /// The exercise folder.
  public let directory: URL
  /// The file name of the learner's file, e.g. `TitleEditor.swift`.
  public let learnerFileName: String
  /// SHA-256 of `Checks.swift` as registered in the tool, or `nil` for an unregistered folder.
  public let registeredChecksDigest: String?

  /// An exercise read from `directory` (see ``ExerciseCatalogue/load(root:registry:)``).
  public init(
    id: String, title: String, task: String, hints: [String], directory: URL, learnerFileName: String,
    registeredChecksDigest: String?
  ) {
    self.id = id
    self.title = title
    self.task = task
    self.hints = hints
    self.directory = directory
    self.learnerFileName = learnerFileName
    self.registeredChecksDigest = registeredChecksDigest
  }

  /// The file the learner edits.
  public var learnerFile: URL { directory.appendingPathComponent(learnerFileName) }
  /// The embedded checks.
  public var checksFile: URL { directory.appendingPathComponent("Checks.swift") }
  /// The pristine starting point that `lessons reset` restores.
  public var starterFile: URL { directory.appendingPathComponent(".starter/\(learnerFileName)") }
  /// The reference solution.
  public var solutionFile: URL { directory.appendingPathComponent(".solution/\(learnerFileName)") }
}
