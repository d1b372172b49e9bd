import Foundation

extension ExerciseWorkbench {
  /// The workspace holding the learner's files (``ExerciseWorkspace``).
  package var workspace: ExerciseWorkspace { catalog.workspace }

  /// Copies the starter into the workspace when the learner's file of `exercise` is missing
  /// (its first use by `task`, `check`, `watch` or `edit`); returns whether it did.
  @discardableResult
  package func provideLearnerFile(_ exercise: Exercise) throws(ExerciseError) -> Bool {
    guard !FileManager.default.fileExists(atPath: exercise.learnerFile.path) else { return false }
    guard let starter = try? Data(contentsOf: exercise.starterFile) else {
      throw .malformedExercise(
        id: exercise.id, path: exercise.directory.path,
        problem: ".starter/\(exercise.learnerFileName) cannot be read")
    }
    try write(starter, to: exercise.learnerFile)
    return true
  }

  /// Moves what the learner wrote where the tool used to keep their files (beside the checks)
  /// into the workspace, and says what it moved.
  ///
  /// A course exercise's earlier file is moved (the course keeps no learner files); a pack's is
  /// copied (the pack is its author's and stays as it is). An earlier file equal to its starter
  /// holds no work: the course's is removed, a pack's left alone. When the workspace already has
  /// a different file, the earlier one is kept beside it as `NAME.swift.earlier` (then
  /// `.earlier-2`, …), so nothing a learner wrote is lost. Cheap when there is nothing to do:
  /// one `stat` per exercise.
  package func adoptEarlierEdits() -> [EarlierEdit] {
    let manager = FileManager.default
    let lessons = catalog.lessonsDirectory.standardizedFileURL.path + "/"
    var found: [EarlierEdit] = []
    for exercise in catalog.exercises where exercise.learnerFolder != exercise.directory {
      let earlier = exercise.formerLearnerFile
      guard let written = manager.contents(atPath: earlier.path) else { continue }
      let inCourse = exercise.directory.standardizedFileURL.path.hasPrefix(lessons)
      let starter = manager.contents(atPath: exercise.starterFile.path)
      let current = manager.contents(atPath: exercise.learnerFile.path)
      if written == starter || written == current {
        if inCourse { try? manager.removeItem(at: earlier) }
        continue
      }
      if inCourse == false && current != nil { continue }
      var target = exercise.learnerFile
      var outcome = EarlierEdit.Outcome.adopted
      if current != nil {
        var n = 1
        repeat {
          target = exercise.learnerFolder.appendingPathComponent(
            "\(exercise.learnerFileName).earlier" + (n == 1 ? "" : "-\(n)"))
          n += 1
        } while manager.fileExists(atPath: target.path)
        outcome = .keptBeside(target)
      }
      do {
        try manager.createDirectory(at: exercise.learnerFolder, withIntermediateDirectories: true)
        if inCourse {
          try manager.moveItem(at: earlier, to: target)
        } else {
          try manager.copyItem(at: earlier, to: target)
        }
      } catch {
        continue  // Left where it was: tried again next time, never lost.
      }
      found.append(EarlierEdit(id: exercise.id, from: earlier, to: exercise.learnerFile, outcome: outcome))
    }
    return found
  }
}
