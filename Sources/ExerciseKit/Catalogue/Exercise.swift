import Foundation

/// One exercise folder, a lesson folder's `exercise/`, as read from disk.
///
/// ```text
/// Lessons/01-init-copy/exercise/
///   TASK.md                 # "# Title", then the task statement
///   HINTS.md                # one "## " section per hint, revealed in order
///   TitleEditor.swift       # the learner's file (any name but Checks.swift)
///   Checks.swift            # the embedded checks (digest registered in ExerciseRegistry)
///   .starter/TitleEditor.swift    # pristine copy for `lessons reset`
///   .solution/TitleEditor.swift   # the reference, for `lessons solution` and the tests
/// ```
package struct Exercise: Sendable, Identifiable, Equatable {
  /// The kebab-case id: its lesson's, which the lesson folder's name gives (`01-init-copy`).
  package let id: String
  /// The title from the first `# ` line of `TASK.md`.
  package let title: String
  /// The task statement: `TASK.md` without its title line.
  package let task: String
  /// The staged hints from `HINTS.md`, in the order they are revealed.
  package let hints: [String]
  /// The exercise folder.
  package let directory: URL
  /// The file name of the learner's file, e.g. `TitleEditor.swift`.
  package let learnerFileName: String
  /// SHA-256 of `Checks.swift` as registered in the tool, or `nil` for an unregistered folder.
  package let registeredChecksDigest: String?

  /// An exercise read from `directory` (see ``ExerciseCatalogue/load(root:registry:)``).
  package init(
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
  package var learnerFile: URL { directory.appendingPathComponent(learnerFileName) }
  /// The embedded checks.
  package var checksFile: URL { directory.appendingPathComponent("Checks.swift") }
  /// The pristine starting point that `lessons reset` restores.
  package var starterFile: URL { directory.appendingPathComponent(".starter/\(learnerFileName)") }
  /// The reference solution.
  package var solutionFile: URL { directory.appendingPathComponent(".solution/\(learnerFileName)") }
}
