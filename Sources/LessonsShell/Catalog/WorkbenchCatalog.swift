import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The catalog: the course's lessons (the folders of `Lessons/`, loaded at run time as
/// its built-in pack), the packs' lessons beside them, the registered exercises, and marks
/// from the learner's saved exercise progress.
///
/// Loaded on first use, and again whenever the progress file changed since (one
/// `stat` per use), so `list` and `progress` in a running shell show a `check` that
/// just passed; `list` and the shell's start stay well inside their 50 ms budget.
@MainActor
package final class WorkbenchCatalog: CatalogProvider {
  private let stateDirectory: StateDirectory
  private var loadedProgress: ExerciseProgress?
  private var loadedStamp: FileStamp?
  /// Problems met while loading the lessons and the progress (a damaged file set aside),
  /// for the user to read.
  package var notices: [String] { loaded.problems + laterNotices }
  /// Problems met after the lessons loaded: the progress and run records'.
  private var laterNotices: [String] = []

  /// The course first, then the packs loaded beside it, their lessons whose ids the course has removed.
  package var packs: [LessonPack] { loaded.packs }

  /// Whether packs were given beside the course (`--pack DIR`, `LESSONS_PATH`): known
  /// without loading the course.
  package var hasPacksBesideTheCourse: Bool { !packsBeside.isEmpty }

  /// The course, read on first use: `play FILE`, `help` and `--version` never read it.
  private let loadCourse: () -> LessonPack?
  /// The course's folder, when this is the project's catalog (``project(stateDirectory:packs:)``):
  /// a lesson asked for by id is then read alone (``LessonPack/courseLesson(_:in:)``) until
  /// something reads the whole course.
  private var courseFolder: URL?
  private var lessonsReadAlone: [String: PackLesson] = [:]
  private let packsBeside: [LessonPack]
  private var loadedPacks: (packs: [LessonPack], problems: [String])?
  private var loaded: (packs: [LessonPack], problems: [String]) {
    if let loadedPacks { return loadedPacks }
    let merged = Self.merge(course: loadCourse(), packs: packsBeside)
    loadedPacks = merged
    return merged
  }

  /// The folder whose `interview.json` holds the interview set, when not the course's.
  private let interviewFolder: URL?
  private var loadedInterview: Result<[QuizQuestion], LessonFolderError>?

  /// The interview set of the course folder's `interview.json`, read on first use.
  package var interview: Result<[QuizQuestion], LessonFolderError> {
    if let loadedInterview { return loadedInterview }
    let folder = interviewFolder ?? packs.first(where: \.isCourse)?.directory
    let loaded = InterviewSet.load(from: folder)
    loadedInterview = loaded
    return loaded
  }

  /// A catalog whose progress marks come from `stateDirectory`, with `packs` beside the
  /// shipped course; nothing is read until first use.
  ///
  /// A pack lesson whose id the course (or an earlier pack) already has is left out,
  /// with a notice: an id names one lesson.
  ///
  /// - Parameters:
  ///   - course: the course's lessons loaded at run time from its `Lessons/` folder
  ///     (``LessonPack/course(environment:)``); first among ``packs``.
  ///   - interviewFolder: the folder whose `interview.json` is the interview set; `nil` for
  ///     the course's folder.
  package init(
    stateDirectory: StateDirectory, packs: [LessonPack] = [],
    course: @autoclosure @escaping () -> LessonPack? = LessonPack.course(),
    interviewFolder: URL? = nil
  ) {
    self.stateDirectory = stateDirectory
    self.interviewFolder = interviewFolder
    self.loadCourse = course
    self.packsBeside = packs
  }

  /// The project's catalog: the course of the project this tool works in, found as
  /// ``LessonPack/course(environment:)`` finds it, with `packs` beside it; `run LESSON`
  /// reads that lesson's folder alone, where listing reads them all.
  package static func project(stateDirectory: StateDirectory, packs: [LessonPack] = []) -> WorkbenchCatalog {
    let folder = (try? ProjectRoot.locate())?.appendingPathComponent("Lessons", isDirectory: true)
    let catalog = WorkbenchCatalog(
      stateDirectory: stateDirectory, packs: packs, course: folder.map { LessonPack.course(in: $0) })
    catalog.courseFolder = folder
    return catalog
  }

  /// The lesson `id`: read alone while it can be (``readsLessonsAlone``), else found among the
  /// loaded packs' lessons.
  package func packLesson(_ id: String) -> PackLesson? {
    if readsLessonsAlone, let courseFolder {
      if let lesson = lessonsReadAlone[id] { return lesson }
      if let lesson = LessonPack.courseLesson(id, in: courseFolder) {
        lessonsReadAlone[id] = lesson
        return lesson
      }
    }
    for pack in packs {
      if let lesson = pack.lessons.first(where: { $0.id == id }) { return lesson }
    }
    return nil
  }

  /// Whether `id` names a lesson: one read alone (see ``packLesson(_:)``), or one of ``lessons``.
  package func hasLesson(_ id: String) -> Bool {
    if readsLessonsAlone, packLesson(id) != nil { return true }
    return lessons.contains { $0.id == id }
  }

  /// Whether a lesson asked for by id is read alone: this is the project's catalog, no pack is
  /// beside the course (one could hold the id instead), and nothing has read the whole course.
  private var readsLessonsAlone: Bool { courseFolder != nil && packsBeside.isEmpty && loadedPacks == nil }

  /// The course and `packs` in order, each lesson id once (the first pack to have it keeps
  /// it), and what was left out, said for the user.
  private static func merge(course: LessonPack?, packs: [LessonPack]) -> (
    packs: [LessonPack], problems: [String]
  ) {
    var taken: Set<String> = []
    var kept: [LessonPack] = []
    var problems = course?.problems.map { "The course: \($0) The lesson is left out; fix the file." } ?? []
    for var pack in (course.map { [$0] } ?? []) + packs {
      problems += pack.problems.map { "Pack \(pack.directory.path): \($0)" }
      pack.lessons.removeAll { lesson in
        guard taken.insert(lesson.id).inserted else {
          problems.append(
            "Pack \(pack.directory.path): \(lesson.folder.lastPathComponent): the id '\(lesson.id)' is "
              + "already a lesson's; the pack's lesson is left out (rename it in its lesson.md and folder).")
          return true
        }
        return false
      }
      kept.append(pack)
    }
    return (kept, problems)
  }

  package var lessons: [CatalogEntry] {
    // A lesson is done when its exercise is (doing the exercise is how it is learnt), and
    // started once its scenario was run or its exercise tried.
    let ran = runRecord.ran
    // The course in the order of its folders.
    let course = (packs.first { $0.isCourse }?.lessons ?? []).map { lesson in
      CatalogEntry(
        id: lesson.id, title: lesson.title, summary: lesson.summary, progress: lessonMark(lesson.id, ran: ran)
      )
    }
    let fromPacks = packs.filter { !$0.isCourse }.flatMap { pack in
      pack.lessons.map { lesson in
        CatalogEntry(
          id: lesson.id, title: lesson.title, summary: lesson.summary,
          progress: lessonMark(lesson.id, ran: ran),
          origin: pack.directory.path)
      }
    }
    return course + fromPacks
  }

  private var loadedRuns: LessonRunRecord?
  private var loadedRunsStamp: FileStamp?

  /// The lessons run so far, read again only when the file changed.
  private var runRecord: LessonRunRecord {
    let file = LessonRunRecord.file(in: stateDirectory)
    let stamp = FileStamp(file.url.path)
    if let loadedRuns, stamp == loadedRunsStamp { return loadedRuns }
    let outcome = try? file.load()
    laterNotices += outcome?.damageNotice.map { [$0] } ?? []
    let record = outcome?.value ?? LessonRunRecord()
    loadedRuns = record
    loadedRunsStamp = FileStamp(file.url.path)
    return record
  }

  package var exercises: [CatalogEntry] {
    // The course's exercises first, in the order of its folders, then each pack's.
    let ordered = packs.filter(\.isCourse) + packs.filter { !$0.isCourse }
    return ordered.flatMap { pack in
      pack.lessons.filter { $0.exercise != nil }.map { lesson in
        CatalogEntry(
          id: lesson.id, title: lesson.title, summary: "Fix the bug from the lesson.",
          progress: mark(for: lesson.id), origin: pack.isCourse ? nil : pack.directory.path)
      }
    }
  }

  /// A lesson's mark: its exercise's, or started once its scenario was run.
  private func lessonMark(_ id: String, ran: Set<String>) -> ProgressMark {
    let mark = mark(for: id)
    return mark == .notStarted && ran.contains(id) ? .started : mark
  }

  private func mark(for id: String) -> ProgressMark {
    let record = progress[id]
    if record.hasPassed { return .done }
    return record.attempts > 0 || record.hintsUsed > 0 ? .started : .notStarted
  }

  private var progress: ExerciseProgress {
    let store = ExerciseProgressStore(directories: stateDirectory)
    let stamp = FileStamp(store.file.url.path)
    if let loadedProgress, stamp == loadedStamp { return loadedProgress }
    let loaded: ExerciseProgress
    do {
      let result = try store.load()
      loaded = result.progress
      laterNotices += result.notice.map { [$0] } ?? []
    } catch {
      loaded = ExerciseProgress()
      laterNotices.append(error.description)
    }
    loadedProgress = loaded
    // Stamped after loading: a damaged file was moved aside, and a missing one stays missing.
    loadedStamp = FileStamp(store.file.url.path)
    return loaded
  }
}

/// What `stat` says of a file that changes when it is rewritten (atomically: a new inode).
struct FileStamp: Equatable {
  var inode: UInt64
  var size: Int64
  var modified: Int

  /// The stamp of `path`, or `nil` when there is no file.
  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
    #else
      modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    #endif
  }
}
