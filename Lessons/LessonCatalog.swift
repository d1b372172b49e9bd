import Foundation
import LessonKit

/// Every lesson of the course, in order: the one list the catalogue, the
/// quiz bank and the shell derive from.
///
/// The lessons are found, not registered: each folder `Lessons/NN-id/` holds its
/// text in `lesson.md` and declares the rest in the Swift file named after the
/// lesson's type (`static let lesson = LessonDeclaration(…)`), and
/// `LessonDiscoveryPlugin` lists the folders in the order of their numbers
/// (``discovered``). A lesson's number is its place in that order, so the numbers
/// of the folders need not be consecutive (`15.5-…` sorts between 15 and 16).
package enum LessonCatalog {
  package static let all: [Lesson] = loaded.lessons

  /// Why a lesson folder's text did not read, each naming the file and line: the folder is
  /// left out of ``all``, and the shell says so (`list`, start-up) instead of stopping.
  ///
  /// `discover-lessons` has checked at build time that each folder's `lesson.md` exists and
  /// gives the folder's id, and `LessonDiscoveryTests` reads every shipped file, so a problem
  /// here is a folder edited and built without running the tests.
  package static var problems: [PackError] { loaded.problems }

  private static let loaded: (lessons: [Lesson], problems: [PackError]) = {
    var lessons: [Lesson] = []
    var problems: [PackError] = []
    for entry in discovered {
      do throws(PackError) {
        let lesson = try lesson(in: entry.folder, declaredAs: entry.declaration)
        lessons.append(lesson.numbered(lessons.count + 1, folder: entry.folder))
      } catch {
        problems.append(error)
      }
    }
    return (lessons, problems)
  }()

  /// The lesson of `folder`: its embedded `lesson.md`, `scenario.play` and `quiz.json` with
  /// its declaration.
  private static func lesson(in folder: String, declaredAs declaration: LessonDeclaration) throws(PackError)
    -> Lesson
  {
    let path = "Lessons/\(folder)/lesson.md"
    let script = try builtText(of: "scenario.play", in: folder).map { text throws(PackError) in
      try ScenarioScript.parse(text, path: "Lessons/\(folder)/scenario.play", hasDeclarations: true)
    }
    let document = try LessonDocument.parse(builtText(of: "lesson.md", in: folder) ?? "", path: path)
    let quiz = try builtText(of: "quiz.json", in: folder).map { json throws(PackError) in
      try QuizFile.questions(
        in: Data(json.utf8), lessonID: document.header["id", default: ""],
        path: "Lessons/\(folder)/quiz.json", declared: declaration.quiz)
    }
    return try Lesson(document: document, script: script, quiz: quiz, declaration: declaration, path: path)
  }

  /// The lesson with `id`, if there is one.
  package static func lesson(id: String) -> Lesson? {
    all.first { $0.id == id }
  }

  /// A lesson source file by its name (`CostlyStateInit+Broken.swift`): file
  /// names are unique in `Lessons/`, which SwiftPM compiles as one target.
  static let source: @Sendable (String) -> SourceFile? = { name in
    guard let path = EmbeddedSources.files.keys.first(where: { $0 == name || $0.hasSuffix("/" + name) })
    else { return nil }
    return SourceFile(path: path, text: EmbeddedSources.files[path] ?? "")
  }

  /// The text file `name` (`scenario.play`) of the lesson folder `folder` as this build
  /// embedded it, or `nil` when the folder had none: what `pack check Lessons` holds the
  /// folder to.
  package static func builtText(of name: String, in folder: String) -> String? {
    EmbeddedSources.files["\(folder)/\(name)"]
  }

  /// The text of a lesson source file by its name, as compiled: predict
  /// questions show and run the lesson's own code, or a snippet of its folder.
  static func text(of name: String) -> String {
    source(name)?.text ?? "// \(name) is missing from the embedded sources"
  }
}
