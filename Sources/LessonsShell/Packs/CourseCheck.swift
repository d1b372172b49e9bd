import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import StateRuntime

/// `pack check` on the course's own folder (`lessons pack check Lessons`, or one lesson
/// folder of it): the proof a pack gets (see ``PackCheck``), with the course's exercises,
/// which the tool registers, and in the course's words.
@MainActor
struct CourseCheck {
  /// The course's `Lessons` folder.
  let directory: URL
  /// The one lesson folder to check (`pack check Lessons/25-new-lesson`), or `nil` for all.
  let only: String?
  let runs: Int
  let context: CommandContext

  /// The check `directory` asks for when it is the `Lessons` folder of the project this
  /// tool works in, or one lesson folder in it; `nil` for any other folder (a pack).
  init?(_ directory: URL, runs: Int, context: CommandContext) {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return nil }
    let lessons = workbench.catalog.root.appendingPathComponent("Lessons", isDirectory: true)
    func canonical(_ url: URL) -> String { url.resolvingSymlinksInPath().standardizedFileURL.path }
    if canonical(lessons) == canonical(directory) {
      only = nil
    } else if canonical(lessons) == canonical(directory.deletingLastPathComponent()) {
      only = directory.lastPathComponent
    } else {
      return nil
    }
    self.directory = lessons
    self.runs = runs
    self.context = context
  }

  /// Checks the course and prints what it found; whether everything passed.
  func run() async -> Bool {
    let console = context.console
    var course = LessonPack.course(in: directory)
    if let only {
      course = course.keepingOnly(folderNamed: only)
      if course.lessons.isEmpty && course.problems.isEmpty {
        console.line(
          console.styler("  ✗ ", .red)
            + "Lessons/\(only) is not a lesson folder: it needs a lesson.md whose id is the folder's "
            + "(see Documentation/Lessons.docc/LessonFormat.md).")
        return false
      }
    }
    let count = course.lessons.count
    console.line(
      console.styler(
        "Checking the course \(directory.path): \(count) lesson\(count == 1 ? "" : "s"), "
          + "each version run \(runs) time\(runs == 1 ? "" : "s") per Xcode era.", .bold))
    for problem in course.problems {
      console.line(console.styler("  ✗ ", .red) + problem.description)
    }
    let passed =
      await PackCheck(pack: course, runs: runs, context: context).checkLessons() && course.problems.isEmpty
    console.line(
      passed
        ? console.styler("The course passed: it is ready to teach.", .green)
        : console.styler(
          "The course did not pass: fix what is listed above and run `pack check` again.", .red))
    return passed
  }
}
