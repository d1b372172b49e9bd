import Foundation

/// Which folders of `Lessons/` are lessons: those holding a `lesson.md`, as the tool's
/// loader reads them (the others, `.harness/` among them, are not).
package enum CourseLessonFolder {
  /// Whether the folder `name` of `lessons` is a lesson's.
  package static func contains(_ name: String, in lessons: URL) -> Bool {
    !name.hasPrefix(".")
      && FileManager.default.fileExists(atPath: lessons.appendingPathComponent("\(name)/lesson.md").path)
  }

  /// A lesson folder's id: its name without the number (`01-draft-title` is `draft-title`).
  package static func id(of folder: String) -> String {
    String(folder.drop { $0 != "-" }.dropFirst())
  }

  /// The ids of the lessons of `lessons`, in folder-name order.
  package static func ids(in lessons: URL = SourceTree.url("Lessons")) -> [String] {
    all(in: lessons).map(id(of:))
  }

  /// The lesson folders of `lessons`, by name, sorted.
  package static func all(in lessons: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []).sorted()
      .filter { contains($0, in: lessons) }
  }
}
