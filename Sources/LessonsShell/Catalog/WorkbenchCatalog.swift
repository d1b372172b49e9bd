import ExerciseKit
import LessonCatalog
import WorkbenchSupport

/// The catalogue the tool ships: the lesson modules, the registered exercises, and
/// marks from the learner's saved exercise progress.
///
/// Loaded on first use, once per process: `list` and the shell's start stay well
/// inside their 50 ms budget (one small JSON file is read).
@MainActor
public final class WorkbenchCatalog: CatalogProvider {
  private let stateDirectory: StateDirectory
  private var loadedProgress: ExerciseProgress?
  /// Problems met while loading progress (a damaged file set aside), for the user to read.
  public private(set) var notices: [String] = []

  /// A catalogue whose progress marks come from `stateDirectory`; nothing is read until first use.
  public init(stateDirectory: StateDirectory) {
    self.stateDirectory = stateDirectory
  }

  public var lessons: [CatalogEntry] {
    // A lesson is as far along as its exercise: doing the exercise is how it is learnt.
    LessonCatalog.all.map { lesson in
      CatalogEntry(
        id: lesson.id, title: lesson.title, summary: lesson.summary, progress: mark(for: lesson.id))
    }
  }

  public var exercises: [CatalogEntry] {
    ExerciseRegistry.shipped.exercises.map { exercise in
      let title = LessonCatalog.lesson(id: exercise.id)?.title ?? exercise.id
      return CatalogEntry(
        id: exercise.id, title: title, summary: "Fix the bug from the lesson.",
        progress: mark(for: exercise.id))
    }
  }

  private func mark(for id: String) -> ProgressMark {
    let record = progress[id]
    if record.hasPassed { return .done }
    return record.attempts > 0 || record.hintsUsed > 0 ? .started : .notStarted
  }

  private var progress: ExerciseProgress {
    if let loadedProgress { return loadedProgress }
    let loaded: ExerciseProgress
    do {
      let result = try ExerciseProgressStore(directories: stateDirectory).load()
      loaded = result.progress
      notices += result.notice.map { [$0] } ?? []
    } catch {
      loaded = ExerciseProgress()
      notices.append(error.description)
    }
    loadedProgress = loaded
    return loaded
  }
}
