import Foundation

extension ExerciseWorkbench {
  /// The reference solution for `id`, once the exercise has passed, or at once with `force`.
  ///
  /// - Throws: ``ExerciseError/solutionLocked(id:)`` before a pass without `force`.
  package func solution(_ id: String, force: Bool = false) throws(ExerciseError) -> SolutionText {
    let exercise = try exercise(id)
    let earned = try progress.load().progress[id].hasPassed
    guard earned || force else { throw .solutionLocked(id: id) }
    guard let source = try? String(contentsOf: exercise.solutionFile, encoding: .utf8) else {
      throw .malformedExercise(
        id: id, path: exercise.directory.path, problem: ".solution/\(exercise.learnerFileName) cannot be read"
      )
    }
    return SolutionText(file: exercise.solutionFile, source: source, earned: earned)
  }
}
