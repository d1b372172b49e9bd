import Foundation

/// An exercise of the course, as the tests find it in `Lessons/` (issue 32): tests that need
/// "an exercise" or "the course's second exercise" take one from here instead of naming a
/// shipped lesson, so a lesson added, removed or renamed edits no test.
package struct CourseExercise: Sendable {
  /// The lesson's id (`draft-title` for `01-draft-title`).
  package var id: String
  /// The lesson's title, from the front matter of its `lesson.md`.
  package var title: String
  /// The lesson's `exercise/` folder.
  package var folder: URL
  /// The learner's file's name: the one Swift file of `exercise/.starter/`.
  package var fileName: String
  /// The starter's text, as the learner first sees it.
  package var starter: String

  /// The exercises of the lessons of `lessons`, in course order: every lesson folder whose
  /// `exercise/` has a `Checks.swift` and a starter.
  package static func all(in lessons: URL = SourceTree.url("Lessons")) -> [CourseExercise] {
    CourseLessonFolder.all(in: lessons).compactMap { name in
      let lesson = lessons.appendingPathComponent(name)
      let folder = lesson.appendingPathComponent("exercise")
      let starters = folder.appendingPathComponent(".starter")
      guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Checks.swift").path),
        let file = ((try? FileManager.default.contentsOfDirectory(atPath: starters.path)) ?? []).sorted()
          .first(where: { $0.hasSuffix(".swift") }),
        let starter = try? String(contentsOf: starters.appendingPathComponent(file), encoding: .utf8)
      else { return nil }
      return CourseExercise(
        id: CourseLessonFolder.id(of: name), title: title(of: lesson) ?? "", folder: folder, fileName: file,
        starter: starter)
    }
  }

  /// The id of the course's exercise at `index` (0 is the first); a name no lesson has when
  /// the course has fewer, so that a test using it fails saying so.
  package static func id(_ index: Int) -> String {
    let all = all()
    return all.indices.contains(index) ? all[index].id : "no-exercise-\(index + 1)-in-the-course"
  }

  /// The learner's file's name of the course's exercise at `index` (0 is the first), or a
  /// name no starter has when the course has fewer.
  package static func fileName(_ index: Int) -> String {
    let all = all()
    return all.indices.contains(index) ? all[index].fileName : "NoExercise\(index + 1).swift"
  }

  /// The `title:` of the front matter of the `lesson.md` in `lesson`.
  static func title(of lesson: URL) -> String? {
    guard let text = try? String(contentsOf: lesson.appendingPathComponent("lesson.md"), encoding: .utf8)
    else { return nil }
    for line in text.split(separator: "\n").prefix(12) where line.hasPrefix("title:") {
      return line.dropFirst("title:".count).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
