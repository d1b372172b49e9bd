import Foundation
import WorkbenchSupport

/// All exercises of a project, read from its `Exercises/` folder and matched against a registry.
///
/// ```swift
/// let catalogue = try ExerciseCatalogue.load(root: try ProjectRoot.locate())
/// let exercise = try catalogue.exercise("init-copy")
/// ```
package struct ExerciseCatalogue: Sendable {
  /// The project folder (holding `Package.swift`, `Sources/StateRuntime`, `Exercises/`).
  package let root: URL
  /// The exercises in teaching order: registered ones first, then any unregistered folders by name.
  package let exercises: [Exercise]
  /// The registry digests were checked against.
  package let registry: ExerciseRegistry

  /// `Exercises/` under the root.
  package var exercisesDirectory: URL { root.appendingPathComponent("Exercises", isDirectory: true) }
  /// `Exercises/.harness/`: the check harness compiled with every exercise.
  package var harnessDirectory: URL {
    exercisesDirectory.appendingPathComponent(".harness", isDirectory: true)
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

  /// Reads every exercise folder under `root/Exercises`.
  ///
  /// - Throws: ``ExerciseError/malformedExercise(id:path:problem:)`` for a folder
  ///   without `TASK.md`, `HINTS.md`, `Checks.swift` or exactly one `.starter/*.swift`.
  package static func load(root: URL, registry: ExerciseRegistry = .shipped) throws(ExerciseError)
    -> ExerciseCatalogue
  {
    let directory = root.appendingPathComponent("Exercises", isDirectory: true)
    let manager = FileManager.default
    let folders = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(".")
        && manager.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    let registered = registry.exercises.map(\.id)
    let ordered =
      registered.filter { folders.contains($0) } + folders.filter { !registered.contains($0) }.sorted()
    var exercises: [Exercise] = []
    for id in ordered {
      let digest = registry.exercises.first { $0.id == id }?.checksDigest
      exercises.append(try readExercise(id: id, in: directory.appendingPathComponent(id), digest: digest))
    }
    return ExerciseCatalogue(root: root, exercises: exercises, registry: registry)
  }

  /// The exercise called `id`, or ``ExerciseError/unknownExercise(id:suggestion:known:)`` with the nearest id.
  package func exercise(_ id: String) throws(ExerciseError) -> Exercise {
    if let found = exercises.first(where: { $0.id == id }) { return found }
    throw .unknownExercise(id: id, suggestion: Suggestion.nearest(to: id, among: ids), known: ids)
  }

  /// This catalogue with `extra` exercises after its own (a lesson pack's), whose ids it does not have.
  package func adding(_ extra: [Exercise]) -> ExerciseCatalogue {
    let known = Set(ids)
    return ExerciseCatalogue(
      root: root, exercises: exercises + extra.filter { !known.contains($0.id) }, registry: registry)
  }

  /// Reads an exercise folder that no registry knows: a lesson pack's `exercise/`.
  ///
  /// Its checks are its author's, so they count as shipped as they are now (their digest
  /// is taken from the file): a pack's exercise is not guarded against edits to its
  /// `Checks.swift`, which `lessons` says of packs. The harness is still the tool's.
  package static func packExercise(id: String, in folder: URL) throws(ExerciseError) -> Exercise {
    guard
      let checks = FileManager.default.contents(atPath: folder.appendingPathComponent("Checks.swift").path)
    else {
      throw .malformedExercise(id: id, path: folder.path, problem: "Checks.swift is missing")
    }
    return try readExercise(id: id, in: folder, digest: SHA256.hex(checks))
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
      return (fallback, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let title = String(lines[index].dropFirst(2)).trimmingCharacters(in: .whitespaces)
    lines.remove(at: index)
    return (title, lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Joins hard-wrapped lines into paragraphs, as Markdown reads them, so the shell
  /// can wrap them to the terminal; blank lines, list items and indented code keep
  /// their line breaks.
  static func reflow(_ text: String) -> String {
    var lines: [String] = []
    var joinable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
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
    return hints.map { $0.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }
}
