import ExerciseKit
import Foundation
import LessonKit

/// A folder of lesson folders loaded from outside the tool (`--pack DIR`, `LESSONS_PATH`).
///
/// Each subfolder holding a `lesson.md` is a lesson (see ``PackLesson``). Folders named
/// `NN-id` (or `NN.M-id`) come in the order of their numbers, then the others by name;
/// the id in `lesson.md` must be the folder's name without its number. A folder that
/// cannot be read is reported, with the file and line at fault, and the rest still load.
package struct LessonPack: Sendable {
  /// The pack's folder.
  package var directory: URL
  /// The lessons that loaded, in order.
  package var lessons: [PackLesson]
  /// What could not be loaded, each naming its file.
  package var problems: [LessonFolderError]
  /// Whether this is the course's own folder, `Lessons/` (its lessons are listed, numbered
  /// and checked as the course's), rather than a pack loaded beside it.
  package var isCourse = false

  /// The project's `Lessons/` folder as the built-in pack: every lesson of the course,
  /// numbered by its place among the course's folders; `nil` when no project is found.
  ///
  /// Its exercises are read as a pack's are, each held to the digest its folder's
  /// `Checks.sha256` records.
  package static func course(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> LessonPack?
  {
    guard let root = try? ProjectRoot.locate(environment: environment) else { return nil }
    return course(in: root.appendingPathComponent("Lessons", isDirectory: true))
  }

  /// The course's folder `directory` (a project's `Lessons/`) as the built-in pack.
  ///
  /// A lesson's number is its folder's place among the lesson folders (those with a
  /// `lesson.md`), so a lesson that fails to load leaves a gap rather than renumbering the
  /// ones after it, and one lesson read alone (``courseLesson(_:in:)``) has the same number.
  package static func course(in directory: URL) -> LessonPack {
    let directory = directory.standardizedFileURL
    let listing = subfolders(of: directory)
    var pack = load(directory, listing: listing)
    pack.isCourse = true
    let places = Dictionary(
      ((try? listing.get()) ?? []).filter(\.isLessonFolder).enumerated().map { ($1.name, $0 + 1) },
      uniquingKeysWith: { first, _ in first })
    for index in pack.lessons.indices {
      pack.lessons[index].number = places[pack.lessons[index].folder.lastPathComponent]
    }
    return pack
  }

  /// The course's lesson `id`, read alone from its folder in `directory` (a project's
  /// `Lessons/`), numbered as ``course(in:)`` numbers it: what `run LESSON` needs, without
  /// reading the other lessons. `nil` when the first folder named for `id` does not load, or
  /// there is none; ``course(in:)`` then says why.
  package static func courseLesson(_ id: String, in directory: URL) -> PackLesson? {
    let directory = directory.standardizedFileURL
    let lessonFolders = ((try? subfolders(of: directory).get()) ?? []).filter(\.isLessonFolder)
    for (place, subfolder) in lessonFolders.enumerated() where LessonFolderName.id(of: subfolder.name) == id {
      let folder = directory.appendingPathComponent(subfolder.name, isDirectory: true)
      guard var lesson = try? loadLesson(folder, in: directory, files: subfolder.files) else { return nil }
      lesson.number = place + 1
      return lesson
    }
    return nil
  }

  /// A folder in a pack's folder, with the names it holds.
  private struct Subfolder {
    var name: String
    var files: Set<String>
    /// Whether it is a lesson folder: one that holds a `lesson.md`.
    var isLessonFolder: Bool { files.contains("lesson.md") }
  }

  /// The folders in `directory` but hidden ones and those named in `skipping`, in the pack's
  /// order (see ``LessonFolderName/areInOrder(_:_:)``); the problem when `directory` cannot be read.
  private static func subfolders(of directory: URL, skipping: Set<String> = []) -> Result<
    [Subfolder], LessonFolderError
  > {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      return .failure(
        LessonFolderError(
          path: directory.path,
          message: "cannot read the pack folder (\((error as NSError).localizedDescription)); "
            + "--pack takes a folder of lesson folders."))
    }
    return .success(
      LessonFolderName.sorted(names.filter { !$0.hasPrefix(".") && !skipping.contains($0) })
        .compactMap { name in
          let folder = directory.appendingPathComponent(name, isDirectory: true)
          var isDirectory: ObjCBool = false
          guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
          else { return nil }
          return Subfolder(
            name: name, files: Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []))
        })
  }

  /// The pack `pack check DIR` proves: `DIR` itself when it is a pack, or, when `DIR` is one
  /// lesson folder (it holds a `lesson.md`), the pack that holds it, with that lesson alone
  /// (and its problems alone), as the format page promises.
  package static func load(checking directory: URL) -> LessonPack {
    let directory = directory.standardizedFileURL
    guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("lesson.md").path) else {
      return load(directory)
    }
    return load(directory.deletingLastPathComponent()).keepingOnly(folderNamed: directory.lastPathComponent)
  }

  /// This pack with only its lesson folder `name`: that lesson, and the problems found inside it.
  package func keepingOnly(folderNamed name: String) -> LessonPack {
    var pack = self
    let folder = directory.standardizedFileURL.appendingPathComponent(name).path
    pack.lessons.removeAll { $0.folder.lastPathComponent != name }
    pack.problems.removeAll { !($0.path + "/").hasPrefix(folder + "/") }
    return pack
  }

  /// Loads every lesson folder in `directory` but those named in `skipping`.
  package static func load(_ directory: URL, skipping: Set<String> = []) -> LessonPack {
    let directory = directory.standardizedFileURL
    return load(directory, listing: subfolders(of: directory, skipping: skipping))
  }

  /// The pack in `directory` whose folders are `listing`: its lessons, each id once, and
  /// what could not be loaded.
  private static func load(_ directory: URL, listing: Result<[Subfolder], LessonFolderError>) -> LessonPack {
    var pack = LessonPack(directory: directory, lessons: [], problems: [])
    let subfolders: [Subfolder]
    switch listing {
    case .success(let found): subfolders = found
    case .failure(let problem):
      pack.problems.append(problem)
      return pack
    }
    for subfolder in subfolders {
      let folder = directory.appendingPathComponent(subfolder.name, isDirectory: true)
      guard subfolder.isLessonFolder else {
        if !subfolder.files.isDisjoint(with: PackLesson.requiredFiles + PackLesson.versionFiles) {
          pack.problems.append(
            LessonFolderError(
              path: folder.path,
              message: "the folder has lesson files but no lesson.md; a lesson folder holds "
                + (PackLesson.requiredFiles + PackLesson.versionFiles).joined(separator: ", ") + "."))
        }
        continue
      }
      do {
        pack.lessons.append(try loadLesson(folder, in: directory, files: subfolder.files))
      } catch {
        pack.problems.append(error)
      }
    }
    var seen: [String: String] = [:]
    pack.lessons.removeAll { lesson in
      if let first = seen[lesson.id] {
        pack.problems.append(
          LessonFolderError(
            path: lesson.folder.path,
            message: "the id '\(lesson.id)' is also the id of \(first); ids are unique."))
        return true
      }
      seen[lesson.id] = lesson.folder.path
      return false
    }
    return pack
  }

  /// Reads one lesson folder; the first problem found is thrown.
  package static func loadLesson(_ folder: URL, in pack: URL, files: Set<String>) throws(LessonFolderError)
    -> PackLesson
  {
    let code = try code(in: folder, files: files)
    let missing = PackLesson.requiredFiles.filter { !files.contains($0) }
    guard missing.isEmpty else {
      throw LessonFolderError(
        path: folder.path,
        message: "the lesson folder lacks " + missing.joined(separator: ", ") + " (`lessons pack new ID` "
          + "writes a whole lesson).")
    }
    let document = try LessonDocument.parse(
      try read(folder.appendingPathComponent("lesson.md")),
      path: folder.appendingPathComponent("lesson.md").path)
    let id = document.header["id", default: ""]
    let folderID = LessonFolderName.id(of: folder.lastPathComponent)
    guard id == folderID else {
      throw LessonFolderError(
        path: folder.appendingPathComponent("lesson.md").path, line: 2,
        message: "the id '\(id)' differs from the folder's name '\(folder.lastPathComponent)': "
          + "name the folder '\(id)' (or 'NN-\(id)'), or give the folder's id.")
    }
    guard id.isKebabCase else {
      throw LessonFolderError(
        path: folder.appendingPathComponent("lesson.md").path, line: 2,
        message:
          "the id '\(id)' is not kebab-case: lowercase letters, digits and single hyphens (`cart-badge`).")
    }
    let scenarioFile = folder.appendingPathComponent("scenario.play")
    let scenario = try ScenarioScript.parse(
      try read(scenarioFile), path: scenarioFile.path, hasDeclarations: code != .versions)
    var lesson = PackLesson(
      id: id, title: document.header["title", default: id], summary: document.header["summary", default: ""],
      story: document.story, ownership: document.ownership, verdicts: document.verdicts, scenario: scenario,
      code: code, folder: folder, pack: pack)
    if files.contains("quiz.json") {
      let quizFile = folder.appendingPathComponent("quiz.json")
      guard let data = FileManager.default.contents(atPath: quizFile.path) else {
        throw LessonFolderError(path: quizFile.path, message: "cannot be read.")
      }
      lesson.quiz = try QuizFile.questions(in: data, lessonID: id, path: quizFile.path, folder: folder)
    }
    if files.contains("exercise") {
      let exerciseFolder = folder.appendingPathComponent("exercise", isDirectory: true)
      do {
        lesson.exercise = try ExerciseCatalog.packExercise(id: id, in: exerciseFolder)
      } catch .malformedExercise(_, _, let problem) {
        throw LessonFolderError(
          path: exerciseFolder.path,
          message:
            "\(problem); an exercise folder holds TASK.md, HINTS.md, the learner's file, Checks.swift, "
            + ".starter/ and .solution/ (each with the learner's file).")
      } catch {
        throw LessonFolderError(path: exerciseFolder.path, message: "cannot be read.")
      }
      let solution = lesson.exercise.map { $0.solutionFile.path } ?? ""
      guard FileManager.default.fileExists(atPath: solution) else {
        throw LessonFolderError(
          path: solution, message: "is missing: pack check proves the exercise with its solution.")
      }
    }
    return lesson
  }

  /// The shape of the folder's Swift: `Broken.swift` and `Fixed.swift`, or Swift files one
  /// of which declares the lesson's scenario.
  private static func code(in folder: URL, files: Set<String>) throws(LessonFolderError) -> PackLesson.Code {
    let versions = PackLesson.versionFiles.filter { files.contains($0) }
    if versions.count == PackLesson.versionFiles.count { return .versions }
    let swift = files.filter { $0.hasSuffix(".swift") }.sorted()
    let declaring = swift.filter { name in
      (try? read(folder.appendingPathComponent(name)))?.contains(ExerciseWorkbench.scenarioName) ?? false
    }
    guard !declaring.isEmpty else {
      let lacking = PackLesson.versionFiles.filter { !files.contains($0) }
      throw LessonFolderError(
        path: folder.path,
        message: "the lesson folder lacks " + lacking.joined(separator: ", ")
          + (swift.isEmpty
            ? ""
            : ", and none of its Swift (" + swift.joined(separator: ", ") + ") declares `"
              + ExerciseWorkbench.scenarioName + "`")
          + ": give each version a file (`lessons pack new ID` writes them), or declare `let "
          + ExerciseWorkbench.scenarioName + " = Scenario(makeApp:facts:verdict:)` in the lesson's Swift.")
    }
    guard declaring.count == 1 else {
      throw LessonFolderError(
        path: folder.path,
        message: "`\(ExerciseWorkbench.scenarioName)` is declared in " + declaring.joined(separator: " and ")
          + ": a lesson declares its scenario once, in one file.")
    }
    return .scenario(files: swift, declaredIn: declaring[0])
  }

  private static func read(_ file: URL) throws(LessonFolderError) -> String {
    do {
      return try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw LessonFolderError(
        path: file.path, message: "cannot be read as UTF-8 text (\((error as NSError).localizedDescription))."
      )
    }
  }
}
