import Foundation

/// One exercise folder, a lesson folder's `exercise/`, as read from disk, and where its
/// learner's file lives in the learner's workspace (``ExerciseWorkspace``).
///
/// ```text
/// Lessons/01-draft-title/exercise/
///   TASK.md                 # "# Title", then the task statement
///   HINTS.md                # one "## " section per hint, revealed in order
///   Checks.swift            # the embedded checks (digest registered in ExerciseRegistry)
///   .starter/NoteEditor.swift    # the learner's starting point (any name but Checks.swift)
///   .solution/NoteEditor.swift   # the reference, for `lessons solution` and the tests
/// Exercises/01-draft-title/
///   NoteEditor.swift       # the learner's file, copied from .starter/ on first use
/// ```
package struct Exercise: Sendable, Identifiable, Equatable {
  /// The kebab-case id: its lesson's, which the lesson folder's name gives (`01-draft-title`).
  package let id: String
  /// The title from the first `# ` line of `TASK.md`.
  package let title: String
  /// The task statement: `TASK.md` without its title line.
  package let task: String
  /// The staged hints from `HINTS.md`, in the order they are revealed.
  package let hints: [String]
  /// The exercise folder.
  package let directory: URL
  /// The file name of the learner's file, e.g. `NoteEditor.swift`.
  package let learnerFileName: String
  /// The SHA-256 `Checks.swift` is held to (its folder's `Checks.sha256`, see ``RecordedChecksDigest``),
  /// or `nil` when that record is unreadable, which makes every copy of the checks tampered.
  package let registeredChecksDigest: String?
  /// The learner's folder for this exercise, in the workspace: `Exercises/01-draft-title/`.
  package let learnerFolder: URL

  /// An exercise read from `directory` (see ``ExerciseCatalog/load(root:registry:)``).
  ///
  /// `learnerFolder` is where the learner's file lives; `nil` puts it in `directory` itself
  /// (a scratch copy of an exercise, checked with a given file).
  package init(
    id: String, title: String, task: String, hints: [String], directory: URL, learnerFileName: String,
    registeredChecksDigest: String?, learnerFolder: URL? = nil
  ) {
    self.id = id
    self.title = title
    self.task = task
    self.hints = hints
    self.directory = directory
    self.learnerFileName = learnerFileName
    self.registeredChecksDigest = registeredChecksDigest
    self.learnerFolder = learnerFolder ?? directory
  }

  /// This exercise with its learner's file in `folder`.
  package func placed(in folder: URL) -> Exercise {
    Exercise(
      id: id, title: title, task: task, hints: hints, directory: directory, learnerFileName: learnerFileName,
      registeredChecksDigest: registeredChecksDigest, learnerFolder: folder)
  }

  /// The file the learner edits, in the workspace.
  package var learnerFile: URL { learnerFolder.appendingPathComponent(learnerFileName) }
  /// Where the learner's file was kept before the workspace: beside the checks.
  ///
  /// Read once, to move what a learner wrote there into the workspace
  /// (``ExerciseWorkbench/adoptEarlierEdits()``).
  package var formerLearnerFile: URL { directory.appendingPathComponent(learnerFileName) }
  /// The embedded checks.
  package var checksFile: URL { directory.appendingPathComponent("Checks.swift") }
  /// The pristine starting point: copied into the workspace on first use, put back by `lessons restore`.
  package var starterFile: URL { directory.appendingPathComponent(".starter/\(learnerFileName)") }
  /// The reference solution.
  package var solutionFile: URL { directory.appendingPathComponent(".solution/\(learnerFileName)") }
}
