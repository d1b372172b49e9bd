import Foundation

extension ExerciseWorkbench {
  /// Restores the starter for `id`, keeping the learner's file as
  /// `backups/<id>/NAME.swift.backup-<n>` in the state directory.
  ///
  /// Kept there rather than beside the file, so the project's folder (and `git status`)
  /// gains no untracked file; the name has no `.swift` extension so no editor or
  /// compiler picks up a second copy of the same types. Nothing is backed up when the
  /// file is missing or already equals the starter.
  package func reset(_ id: String) throws(ExerciseError) -> ResetOutcome {
    let exercise = try exercise(id)
    let manager = FileManager.default
    guard let starter = try? Data(contentsOf: exercise.starterFile) else {
      throw .malformedExercise(
        id: id, path: exercise.directory.path, problem: ".starter/\(exercise.learnerFileName) cannot be read")
    }
    var backup: URL?
    if let current = try? Data(contentsOf: exercise.learnerFile), current != starter {
      let folder = directories.stateFile("backups").appendingPathComponent(id, isDirectory: true)
      var n = 1
      var candidate: URL
      repeat {
        candidate = folder.appendingPathComponent("\(exercise.learnerFileName).backup-\(n)")
        n += 1
      } while manager.fileExists(atPath: candidate.path)
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try current.write(to: candidate, options: .withoutOverwriting)
      } catch {
        throw .fileAccess(path: candidate.path, reason: (error as NSError).localizedDescription)
      }
      backup = candidate
    }
    do {
      try starter.write(to: exercise.learnerFile, options: .atomic)
    } catch {
      throw .fileAccess(path: exercise.learnerFile.path, reason: (error as NSError).localizedDescription)
    }
    return ResetOutcome(restored: exercise.learnerFile, backup: backup)
  }
}
