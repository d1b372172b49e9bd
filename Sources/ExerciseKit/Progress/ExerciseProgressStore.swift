import Foundation
import WorkbenchSupport

/// Reads and updates ``ExerciseProgress`` in the state directory, atomically and under a lock.
///
/// A damaged file is set aside by `AtomicJSONFile` and its notice is returned with
/// the result, so the learner hears about it instead of silently losing their record.
package struct ExerciseProgressStore: Sendable {
  /// The file name inside the state directory.
  package static let fileName = "exercise-progress.json"

  /// The underlying file.
  package let file: AtomicJSONFile<ExerciseProgress>

  /// A store in `directories`' state directory.
  package init(directories: StateDirectory) {
    file = AtomicJSONFile(url: directories.stateFile(Self.fileName))
  }

  /// The saved progress, with a notice when the file was damaged and set aside.
  package func load() throws(ExerciseError) -> (progress: ExerciseProgress, notice: String?) {
    do {
      let outcome = try file.load()
      return (outcome.value ?? ExerciseProgress(), outcome.damageNotice)
    } catch {
      throw .progress(error)
    }
  }

  /// Applies `change` to the record of `id` and saves; returns the new record and any damage notice.
  @discardableResult
  package func update(_ id: String, _ change: (inout ExerciseProgress.Record) -> Void) throws(ExerciseError)
    -> (record: ExerciseProgress.Record, notice: String?)
  {
    do {
      let (progress, notice) = try file.update(default: ExerciseProgress()) { progress in
        change(&progress[id])
      }
      return (progress[id], notice)
    } catch let error as AtomicJSONFileError {
      throw .progress(error)
    } catch {
      throw .progress(.cannotWrite(path: file.url.path, reason: String(describing: error)))
    }
  }
}
