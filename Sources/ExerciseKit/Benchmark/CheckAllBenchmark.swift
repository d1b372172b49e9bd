import Foundation
import WorkbenchSupport

/// Measures `check --all` with a warm cache and one changed file against one warm `check` of that exercise.
///
/// The budget (DESIGN.md): at most 2 × the single check. Runs on a copy of the
/// project's exercises in a temporary folder (the learner's files are edited), with
/// the real runtime cache and a fresh state directory. Warm means: the runtime module
/// is built and every exercise was checked once, so `--all` can reuse the results of
/// the eleven that did not change. Each timed round appends a comment to the
/// exercise's file, then times `check --all`; appends another, then times `check`.
public enum CheckAllBenchmark {
  /// One measurement.
  public struct Measurement: Sendable, Equatable {
    /// The exercise whose file changes.
    public var exerciseID: String
    /// How many exercises `--all` covers.
    public var exercises: Int
    /// Median seconds of `check --all` with that one file changed.
    public var checkAllSeconds: Double
    /// Median seconds of a warm `check` of that exercise alone.
    public var singleCheckSeconds: Double
    /// Timed rounds.
    public var runs: Int

    /// `checkAllSeconds / singleCheckSeconds`; the budget is ≤ 2.
    public var ratio: Double { singleCheckSeconds > 0 ? checkAllSeconds / singleCheckSeconds : .infinity }
  }

  /// Runs the benchmark on a copy of the project `workbench` reads (default: the one found from here).
  public static func measure(
    exerciseID: String = "init-copy", runs: Int = 5, workbench given: ExerciseWorkbench? = nil
  ) throws(ExerciseError) -> Measurement {
    let original: ExerciseWorkbench
    if let given { original = given } else { original = try ExerciseWorkbench() }
    let copy = try copyProject(of: original)
    defer { try? FileManager.default.removeItem(at: copy.catalogue.root) }
    var options = CheckOptions()
    options.recordsProgress = false
    let exercise = try copy.exercise(exerciseID)
    _ = try copy.checkAll(options: options)
    _ = try copy.check(exerciseID, options: options)

    var allTimes: [Double] = []
    var singleTimes: [Double] = []
    for round in 0..<max(1, runs) {
      try append("// benchmark edit \(round)a", to: exercise.learnerFile)
      var start = Date()
      _ = try copy.checkAll(options: options)
      allTimes.append(Date().timeIntervalSince(start))
      try append("// benchmark edit \(round)b", to: exercise.learnerFile)
      start = Date()
      _ = try copy.check(exerciseID, options: options)
      singleTimes.append(Date().timeIntervalSince(start))
    }
    return Measurement(
      exerciseID: exerciseID, exercises: copy.catalogue.ids.count, checkAllSeconds: median(allTimes),
      singleCheckSeconds: median(singleTimes), runs: allTimes.count)
  }

  private static func copyProject(of workbench: ExerciseWorkbench) throws(ExerciseError) -> ExerciseWorkbench
  {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent(
      "lessons-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
    do {
      try manager.createDirectory(
        at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
      try manager.createSymbolicLink(
        at: root.appendingPathComponent("Sources/StateRuntime"),
        withDestinationURL: workbench.catalogue.runtimeSourcesDirectory)
      try manager.createSymbolicLink(
        at: root.appendingPathComponent("Sources/LessonsPlayDriver"),
        withDestinationURL: workbench.catalogue.playDriverSourcesDirectory)
      try manager.copyItem(
        at: workbench.catalogue.root.appendingPathComponent("Exercises"),
        to: root.appendingPathComponent("Exercises"))
    } catch {
      throw .fileAccess(path: root.path, reason: (error as NSError).localizedDescription)
    }
    return ExerciseWorkbench(
      catalogue: try ExerciseCatalogue.load(root: root),
      directories: StateDirectory(
        url: root.appendingPathComponent("state"), cacheURL: workbench.directories.cacheURL),
      environment: workbench.environment)
  }

  private static func append(_ line: String, to file: URL) throws(ExerciseError) {
    do {
      let text = try String(contentsOf: file, encoding: .utf8)
      try Data((text + "\n" + line + "\n").utf8).write(to: file)
    } catch {
      throw .fileAccess(path: file.path, reason: (error as NSError).localizedDescription)
    }
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
