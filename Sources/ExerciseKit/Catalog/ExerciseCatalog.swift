import Foundation
import WorkbenchSupport

/// All exercises of a project, each the `exercise/` folder of a lesson folder under `Lessons/`,
/// matched against a registry.
///
/// An exercise's id is its lesson folder's (`15-pick-sheet/exercise/` is `pick-sheet`), so
/// adding an exercise is adding that folder, its checks' digest recorded in it
/// (``RecordedChecksDigest``).
///
/// ```swift
/// let catalog = try ExerciseCatalog.load(root: try ProjectRoot.locate())
/// let exercise = try catalog.exercise("draft-title")
/// ```
package struct ExerciseCatalog: Sendable {
  /// The project folder (holding `Package.swift`, `Sources/StateRuntime`, `Lessons/`).
  package let root: URL
  /// The exercises in the order of their lesson folders (numbered first, by number; then by name).
  package let exercises: [Exercise]
  /// The registry digests were checked against.
  package let registry: ExerciseRegistry
  /// Where the learner's files live: `Exercises/` (``ExerciseWorkspace``).
  package let workspace: ExerciseWorkspace

  /// `Lessons/` under the root, whose lesson folders hold the exercises.
  package var lessonsDirectory: URL { Self.lessonsDirectory(root: root) }
  /// `Lessons/.harness/`: the check harness compiled with every exercise.
  ///
  /// Beside the exercises it serves, so that the project is `Package.swift` and `Lessons/`
  /// (``ProjectRoot``) and a scratch copy of `Lessons/` (the tests', lessons-bench's) checks
  /// as the checkout does. Hidden, so that it is nobody's lesson: the lesson loader skips
  /// it (as it skips `.golden/`), and so does this catalog.
  /// The runtime cache keys the harness by its files' names and contents, not their folder.
  package var harnessDirectory: URL {
    lessonsDirectory.appendingPathComponent(".harness", isDirectory: true)
  }
  /// `Sources/StateRuntime/`: what the runtime module is built from.
  package var runtimeSourcesDirectory: URL {
    root.appendingPathComponent("Sources/StateRuntime", isDirectory: true)
  }
  /// `Sources/LessonsPlayDriver/`: the serving half of `play` programs, built with the runtime.
  package var playDriverSourcesDirectory: URL {
    root.appendingPathComponent("Sources/LessonsPlayDriver", isDirectory: true)
  }
  /// The exercise ids, in order.
  package var ids: [String] { exercises.map(\.id) }

  /// `Lessons/` under `root`.
  package static func lessonsDirectory(root: URL) -> URL {
    root.appendingPathComponent("Lessons", isDirectory: true)
  }

  /// Each lesson folder of `lessonsDirectory` that has an `exercise/` folder, in lesson order,
  /// with the id its name gives (``LessonFolderName``).
  ///
  /// - Throws: ``ExerciseError/malformedExercise(id:path:problem:)`` when two folders give one id.
  package static func exerciseFolders(in lessonsDirectory: URL) throws(ExerciseError)
    -> [(id: String, folder: URL)]
  {
    let manager = FileManager.default
    let names = LessonFolderName.sorted(
      ((try? manager.contentsOfDirectory(atPath: lessonsDirectory.path)) ?? []).filter { name in
        var isDirectory: ObjCBool = false
        return !name.hasPrefix(".")
          && manager.fileExists(
            atPath: lessonsDirectory.appendingPathComponent("\(name)/exercise").path,
            isDirectory: &isDirectory)
          && isDirectory.boolValue
      })
    var found: [(id: String, folder: URL)] = []
    for name in names {
      let id = LessonFolderName.id(of: name)
      let folder = lessonsDirectory.appendingPathComponent("\(name)/exercise", isDirectory: true)
      if let first = found.first(where: { $0.id == id }) {
        throw .malformedExercise(
          id: id, path: folder.path,
          problem: "its id is also that of \(first.folder.path); lesson ids are unique")
      }
      found.append((id, folder))
    }
    return found
  }

  /// Reads the `exercise/` folder of every lesson folder under `root/Lessons`, each with its
  /// learner's file in `workspace` (by default `root/Exercises`).
  ///
  /// - Throws: ``ExerciseError/malformedExercise(id:path:problem:)`` for a folder
  ///   without `TASK.md`, `HINTS.md`, `Checks.swift` or exactly one `.starter/*.swift`,
  ///   or for two lesson folders of one id.
  package static func load(
    root: URL, workspace: ExerciseWorkspace? = nil, registry: ExerciseRegistry? = nil
  ) throws(ExerciseError) -> ExerciseCatalog {
    let workspace = workspace ?? ExerciseWorkspace.locate(root: root, environment: [:])
    let registry: ExerciseRegistry =
      if let registry { registry } else { try .recorded(in: lessonsDirectory(root: root)) }
    var exercises: [Exercise] = []
    for (id, folder) in try exerciseFolders(in: lessonsDirectory(root: root)) {
      let digest = registry.exercises.first { $0.id == id }?.checksDigest
      exercises.append(
        try readExercise(id: id, in: folder, digest: digest).placed(in: workspace.courseFolder(for: folder)))
    }
    return ExerciseCatalog(root: root, exercises: exercises, registry: registry, workspace: workspace)
  }

  /// The catalog of the project at `root` that lists no exercise, with the harness this build
  /// ships (as ``load(root:workspace:registry:)``'s registry has): what compiling and running
  /// programs needs, with nothing read from the exercise folders.
  package static func withoutExercises(root: URL, workspace: ExerciseWorkspace) -> ExerciseCatalog {
    ExerciseCatalog(
      root: root, exercises: [],
      registry: ExerciseRegistry(exercises: [], harness: ExerciseRegistry.shippedHarness),
      workspace: workspace)
  }

  /// The exercise called `id`, or ``ExerciseError/unknownExercise(id:suggestion:known:)`` with the nearest id.
  package func exercise(_ id: String) throws(ExerciseError) -> Exercise {
    if let found = exercises.first(where: { $0.id == id }) { return found }
    throw .unknownExercise(id: id, suggestion: Suggestion.nearest(to: id, among: ids), known: ids)
  }

  /// This catalog with `extra` exercises after its own (a lesson pack's), whose ids it does not
  /// have, each with its learner's file in the workspace's `Packs/` (``ExerciseWorkspace/packFolder(for:)``).
  package func adding(_ extra: [Exercise]) -> ExerciseCatalog {
    let known = Set(ids)
    let added = extra.filter { !known.contains($0.id) }.map {
      $0.placed(in: workspace.packFolder(for: $0.directory))
    }
    return ExerciseCatalog(
      root: root, exercises: exercises + added, registry: registry, workspace: workspace)
  }

  /// Reads a lesson pack's `exercise/` folder, whose checks are held, as the course's are,
  /// to the digest its `Checks.sha256` records (``RecordedChecksDigest``); without one,
  /// they are its author's as they are now. The harness is still the tool's.
  /// Its learner's file is placed in the workspace when a catalog adds it (``adding(_:)``);
  /// until then it points into the pack, where nothing writes it.
  package static func packExercise(id: String, in folder: URL) throws(ExerciseError) -> Exercise {
    guard
      let checks = FileManager.default.contents(atPath: folder.appendingPathComponent("Checks.swift").path)
    else {
      throw .malformedExercise(id: id, path: folder.path, problem: "Checks.swift is missing")
    }
    return try readExercise(
      id: id, in: folder, digest: RecordedChecksDigest.read(in: folder).trustedDigest(of: checks))
  }

  private static func readExercise(id: String, in folder: URL, digest: String?) throws(ExerciseError)
    -> Exercise
  {
    func fail(_ problem: String) -> ExerciseError {
      .malformedExercise(id: id, path: folder.path, problem: problem)
    }
    guard let taskText = try? String(contentsOf: folder.appendingPathComponent("TASK.md"), encoding: .utf8)
    else { throw fail("TASK.md is missing") }
    guard let hintsText = try? String(contentsOf: folder.appendingPathComponent("HINTS.md"), encoding: .utf8)
    else { throw fail("HINTS.md is missing") }
    let starters =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".starter").path))
      ?? [])
      .filter { $0.hasSuffix(".swift") }
    guard starters.count == 1, let learnerFileName = starters.first, learnerFileName != "Checks.swift" else {
      throw fail(".starter/ must hold exactly one .swift file (the learner's file), found \(starters.count)")
    }
    let (title, task) = splitTitle(taskText, fallback: id)
    let hints = splitHints(hintsText).map(reflow)
    guard !hints.isEmpty else { throw fail("HINTS.md has no \"## \" sections") }
    return Exercise(
      id: id, title: title, task: reflow(task), hints: hints, directory: folder,
      learnerFileName: learnerFileName,
      registeredChecksDigest: digest)
  }

  private static func splitTitle(_ text: String, fallback: String) -> (String, String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(where: { $0.hasPrefix("# ") }) else {
      return (fallback, text.trimmingSpacesAndNewlines())
    }
    let title = String(lines[index].dropFirst(2)).trimmingSpaces()
    lines.remove(at: index)
    return (title, lines.joined(separator: "\n").trimmingSpacesAndNewlines())
  }

  /// Joins hard-wrapped lines into paragraphs, as Markdown reads them, so the shell
  /// can wrap them to the terminal; blank lines, list items and indented code keep
  /// their line breaks.
  static func reflow(_ text: String) -> String {
    var lines: [String] = []
    var joinable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingSpaces()
      let standsAlone =
        trimmed.isEmpty || line.hasPrefix("    ") || line.hasPrefix("\t") || trimmed.hasPrefix("- ")
        || trimmed.hasPrefix("* ") || trimmed.hasPrefix("```") || trimmed.hasPrefix("#")
      if joinable && !standsAlone {
        lines[lines.count - 1] += " " + trimmed
      } else {
        lines.append(line)
      }
      joinable = !trimmed.isEmpty && !line.hasPrefix("    ") && !trimmed.hasPrefix("```")
    }
    return lines.joined(separator: "\n")
  }

  /// Each `## ` heading starts a hint; its text is the heading's title plus the body below it.
  private static func splitHints(_ text: String) -> [String] {
    var hints: [[String]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        hints.append([])
      } else if !hints.isEmpty {
        hints[hints.count - 1].append(String(line))
      }
    }
    return hints.map { $0.joined(separator: "\n").trimmingSpacesAndNewlines() }
      .filter { !$0.isEmpty }
  }
}
