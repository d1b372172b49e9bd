import Foundation

extension ExerciseWorkbench {
  /// Whether the learner's file of `id` exists and differs from its starter: what
  /// `restore` would replace, and so asks about (or needs `--force` for) first.
  package func learnerFileDiffersFromStarter(_ id: String) throws(ExerciseError) -> Bool {
    let exercise = try exercise(id)
    guard let current = try? Data(contentsOf: exercise.learnerFile) else { return false }
    return current != (try? Data(contentsOf: exercise.starterFile))
  }

  /// Restores the starter for `id`, keeping the learner's file as
  /// `backups/<id>/NAME.swift.backup-<n>` in the state directory.
  ///
  /// Kept there rather than beside the file, so the workspace gains no second copy; the
  /// name has no `.swift` extension so no editor or compiler picks up a second copy of the
  /// same types. Nothing is backed up when the file is missing or already equals the starter.
  package func restore(_ id: String) throws(ExerciseError) -> RestoreOutcome {
    let exercise = try exercise(id)
    guard let starter = try? Data(contentsOf: exercise.starterFile) else {
      throw .malformedExercise(
        id: id, path: exercise.directory.path, problem: ".starter/\(exercise.learnerFileName) cannot be read")
    }
    var backup: URL?
    if let current = try? Data(contentsOf: exercise.learnerFile), current != starter {
      backup = try keepBackup(current, of: exercise)
    }
    try write(starter, to: exercise.learnerFile)
    return RestoreOutcome(restored: exercise.learnerFile, backup: backup)
  }

  /// Writes `data` as `backups/<id>/NAME.swift.backup-<n>` in the state directory, at the first free `n`.
  func keepBackup(_ data: Data, of exercise: Exercise) throws(ExerciseError) -> URL {
    let manager = FileManager.default
    let folder = directories.stateFile("backups").appendingPathComponent(exercise.id, isDirectory: true)
    var n = 1
    var candidate: URL
    repeat {
      candidate = folder.appendingPathComponent("\(exercise.learnerFileName).backup-\(n)")
      n += 1
    } while manager.fileExists(atPath: candidate.path)
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: candidate, options: .withoutOverwriting)
    } catch {
      throw .fileAccess(path: candidate.path, reason: (error as NSError).localizedDescription)
    }
    return candidate
  }

  /// Writes `data` to `file` atomically, creating its folder.
  func write(_ data: Data, to file: URL) throws(ExerciseError) {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file, options: .atomic)
    } catch {
      throw .fileAccess(path: file.path, reason: (error as NSError).localizedDescription)
    }
  }
}
