import Foundation
import TestSupport
import WorkbenchSupport

@testable import ExerciseKit

/// A throwaway lessons project in a temporary folder, for provoking bad cases
/// without touching the real exercises.
///
/// Its `Sources/StateRuntime` is a symlink to the real runtime, and its harness a
/// copy of the real one, so checks compile exactly as they do for learners. The
/// runtime cache is shared by all tests (``sharedCache``): the module is built
/// once, and the build lock makes concurrent tests wait for it.
struct TestProject {
  /// Whether `environment` turns the sandbox off, which gives the project the cache of
  /// such runs (``ScratchProject/unsandboxedCache``).
  static func turnsTheSandboxOff(_ environment: [String: String]) -> Bool {
    BubblewrapSandbox.switchedOff(by: environment) != nil
  }

  /// One runtime cache for the whole test run.
  static let sharedCache = ScratchProject.sharedCache

  /// The temporary project folder.
  let root: URL
  /// A workbench over it, with its own state directory and the shared cache.
  let workbench: ExerciseWorkbench

  /// Creates the project with `exercises` (id → files relative to the exercise folder).
  ///
  /// Each exercise is the `exercise/` of a lesson folder named after its id,
  /// `Lessons/ID/exercise/`, and needs at least `.starter/NAME.swift` and `Checks.swift`;
  /// `TASK.md` and `HINTS.md` get defaults. The learner's file (a top-level `NAME.swift`
  /// other than `Checks.swift`) goes to the workspace, `Exercises/ID/NAME.swift`, and
  /// defaults to the starter.
  init(
    exercises: [String: [String: String]], environment: [String: String] = [:],
    runtimeSources: URL = SourceTree.url("Sources/StateRuntime"),
    registry: ExerciseRegistry? = nil, privateCache: Bool = false
  ) throws {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent(
      "lessons-test-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    try ScratchProject.layOut(at: root, runtimeSources: runtimeSources)
    let lessonsDirectory = root.appendingPathComponent("Lessons")
    try manager.createDirectory(
      at: lessonsDirectory.appendingPathComponent(".harness"), withIntermediateDirectories: true)
    // Every harness file, as the registry digests every one.
    let harnessNames = try manager.contentsOfDirectory(
      atPath: SourceTree.url("Lessons/.harness").path
    ).filter { $0.hasSuffix(".swift") }
    for name in harnessNames {
      try manager.copyItem(
        at: SourceTree.url("Lessons/.harness/\(name)"),
        to: lessonsDirectory.appendingPathComponent(".harness/\(name)"))
    }
    for (id, files) in exercises {
      let folder = lessonsDirectory.appendingPathComponent("\(id)/exercise")
      var all = [
        "TASK.md": "# \(id)\n\nA test exercise.\n",
        "HINTS.md": "## One\nFirst hint.\n\n## Two\nSecond hint.\n",
      ]
      all.merge(files) { $1 }
      if let starter = all.keys.first(where: { $0.hasPrefix(".starter/") }),
        all[String(starter.dropFirst(9))] == nil
      {
        all[String(starter.dropFirst(9))] = all[starter]
      }
      for (path, text) in all {
        let isLearners = !path.contains("/") && path.hasSuffix(".swift") && path != "Checks.swift"
        let url =
          isLearners
          ? root.appendingPathComponent("Exercises/\(id)/\(path)") : folder.appendingPathComponent(path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    }
    let catalog = try ExerciseCatalog.load(
      root: root, registry: try registry ?? ExerciseRegistry.recording(lessonsDirectory))
    var environment = environment
    environment["PATH"] = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
    let unsandboxed = !privateCache && Self.turnsTheSandboxOff(environment)
    workbench = ExerciseWorkbench(
      catalog: catalog,
      directories: StateDirectory(
        url: root.appendingPathComponent("state"),
        cacheURL: privateCache
          ? root.appendingPathComponent("cache")
          : unsandboxed ? ScratchProject.unsandboxedCache : Self.sharedCache),
      environment: environment)
    if unsandboxed { UnsandboxedRuntimeSeed.seed(like: workbench) }
  }

  /// A project holding copies of the real exercises `ids` (checks, starters, references).
  ///
  /// The copies' digests are recorded afresh, so this also works while a check is
  /// being written; ``ExerciseRegistryTests`` holds the shipped digests to the files.
  init(copyingRealExercises ids: [String]) throws {
    var exercises: [String: [String: String]] = [:]
    let manager = FileManager.default
    let shipped = try ExerciseCatalog.exerciseFolders(in: SourceTree.url("Lessons"))
    for id in ids {
      guard let folder = shipped.first(where: { $0.id == id })?.folder else {
        throw ExerciseError.unknownExercise(id: id, suggestion: nil, known: shipped.map(\.id))
      }
      var files: [String: String] = [:]
      for relative in ["TASK.md", "HINTS.md", "Checks.swift"] {
        files[relative] = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      }
      for hidden in [".starter", ".solution"] {
        for name in try manager.contentsOfDirectory(atPath: folder.appendingPathComponent(hidden).path) {
          files["\(hidden)/\(name)"] = try String(
            contentsOf: folder.appendingPathComponent("\(hidden)/\(name)"), encoding: .utf8)
        }
      }
      exercises[id] = files
    }
    try self.init(exercises: exercises)
  }

  /// Replaces the learner's file of `id` with its reference solution.
  func useSolution(for id: String) throws {
    let exercise = try workbench.exercise(id)
    try? FileManager.default.removeItem(at: exercise.learnerFile)
    try FileManager.default.copyItem(at: exercise.solutionFile, to: exercise.learnerFile)
  }

  /// Writes `text` to `path` inside the exercise `id`; the learner's file (a top-level
  /// `NAME.swift` other than `Checks.swift`) goes to the workspace, `Exercises/ID/NAME.swift`.
  func write(_ text: String, to path: String, in id: String) throws {
    let isLearners = !path.contains("/") && path.hasSuffix(".swift") && path != "Checks.swift"
    let url = root.appendingPathComponent(
      isLearners ? "Exercises/\(id)/\(path)" : "Lessons/\(id)/exercise/\(path)")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// This project's runtime, in its private cache, copied from the shared cache's (built
  /// there first if no test has yet): a test that damages its runtime needs a runtime of its
  /// own, and a copy takes a second where a build takes some 20 s of both cores.
  ///
  /// Only for a project made with `privateCache: true`; the copy is found intact (its files
  /// re-hashed, as any file whose stamp changed is) and not built again.
  func seededPrivateRuntime() async throws -> RuntimeModule {
    let shared = try TestProject(exercises: [:])
    defer { shared.remove() }
    let source = try await BackgroundRunner.run { _ throws(ExerciseError) in
      try shared.workbench.prepareRuntime()
    }
    let runtimes = root.appendingPathComponent("cache/runtime", isDirectory: true)
    try FileManager.default.createDirectory(at: runtimes, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: source.directory, to: runtimes.appendingPathComponent(source.key, isDirectory: true))
    let workbench = workbench
    return try await BackgroundRunner.run { _ throws(ExerciseError) in try workbench.prepareRuntime() }
  }

  /// Removes the temporary folder.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
