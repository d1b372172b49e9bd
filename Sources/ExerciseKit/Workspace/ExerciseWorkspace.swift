import Foundation

/// The learner's workspace: the folder of the files they edit, one folder per exercise.
///
/// ```text
/// Exercises/
///   README.md                      # tracked: says what the folder is
///   compile_flags.txt              # written by `lessons prepare`, for sourcekit-lsp
///   01-draft-title/NoteEditor.swift # the course's exercises, by lesson folder
///   Packs/my-pack/01-cart-badge/CartBadge.swift   # a pack's, by pack and lesson folder
/// ```
///
/// It is `$LESSONS_WORKSPACE` when set (the tests' own), else `Exercises/` beside `Lessons/`
/// in the checkout. A pack's exercises (`--pack DIR`, `LESSONS_PATH`) live here too, under
/// `Packs/<pack folder's name>/`, never in the pack: lesson ids are lowercase kebab-case, so
/// no course lesson's folder can be called `Packs`. Git ignores everything here but the README.
package struct ExerciseWorkspace: Sendable, Equatable {
  /// The workspace folder.
  package let folder: URL

  /// The folder, under the workspace, that holds the packs' exercises.
  package static let packsFolderName = "Packs"
  /// The variable that moves the workspace elsewhere (the tests set it).
  package static let environmentVariable = "LESSONS_WORKSPACE"

  /// A workspace at `folder`.
  package init(folder: URL) {
    self.folder = folder.standardizedFileURL
  }

  /// `$LESSONS_WORKSPACE` (relative to `currentDirectory` when relative), else `root/Exercises`.
  package static func locate(
    root: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> ExerciseWorkspace {
    if let explicit = environment[environmentVariable], !explicit.isEmpty {
      return ExerciseWorkspace(
        folder: URL(
          fileURLWithPath: explicit, isDirectory: true,
          relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)))
    }
    return ExerciseWorkspace(folder: root.appendingPathComponent("Exercises", isDirectory: true))
  }

  /// The learner's folder for the course exercise in `exerciseFolder` (`Lessons/NN-id/exercise`):
  /// `Exercises/NN-id/`.
  package func courseFolder(for exerciseFolder: URL) -> URL {
    folder.appendingPathComponent(
      exerciseFolder.deletingLastPathComponent().lastPathComponent, isDirectory: true)
  }

  /// The learner's folder for the pack exercise in `exerciseFolder` (`PACK/NN-id/exercise`):
  /// `Exercises/Packs/PACK/NN-id/`.
  package func packFolder(for exerciseFolder: URL) -> URL {
    let lesson = exerciseFolder.deletingLastPathComponent()
    return folder.appendingPathComponent(Self.packsFolderName, isDirectory: true)
      .appendingPathComponent(lesson.deletingLastPathComponent().lastPathComponent, isDirectory: true)
      .appendingPathComponent(lesson.lastPathComponent, isDirectory: true)
  }
}
