import Foundation
import WorkbenchSupport

/// Measures `lessons check` with a warm runtime cache against a bare `swiftc` of the same files.
///
/// The budget (DESIGN.md): a warm check costs at most 1.5 × the bare compile. Both
/// sides compile the same sources (the learner's file as its own module, then
/// `Checks.swift`, the harness and the entry point against it) with the same two
/// `swiftc` runs and flags against the same prebuilt module; the check adds
/// everything else: verifying digests, copying, reading the symbol graph, spawning
/// under the supervisor, running the checks, parsing results. Progress is not recorded.
public enum WarmCheckBenchmark {
  /// One measurement.
  public struct Measurement: Sendable, Equatable {
    /// The exercise measured.
    public var exerciseID: String
    /// Median seconds of a whole warm `check`.
    public var checkSeconds: Double
    /// Median seconds of the bare `swiftc` invocation.
    public var bareSwiftcSeconds: Double
    /// How many timed runs each median is taken over.
    public var runs: Int

    /// `checkSeconds / bareSwiftcSeconds`; the budget is ≤ 1.5.
    public var ratio: Double { bareSwiftcSeconds > 0 ? checkSeconds / bareSwiftcSeconds : .infinity }
  }

  /// Runs the benchmark on `exerciseID` of the project `workbench` reads (default: the one found from here).
  ///
  /// Builds the runtime first if the cache is cold (not timed), checks once to warm
  /// file caches, then alternates timed checks and bare compiles `runs` times.
  public static func measure(
    exerciseID: String = "init-copy", runs: Int = 5, workbench given: ExerciseWorkbench? = nil
  ) throws(ExerciseError) -> Measurement {
    let workbench: ExerciseWorkbench
    if let given { workbench = given } else { workbench = try ExerciseWorkbench() }
    let exercise = try workbench.exercise(exerciseID)
    let toolchain = try workbench.toolchain()
    let runtime = try workbench.prepareRuntime()
    var options = CheckOptions()
    options.recordsProgress = false
    _ = try workbench.check(exerciseID, options: options)

    var checkTimes: [Double] = []
    var bareTimes: [Double] = []
    for _ in 0..<max(1, runs) {
      let start = Date()
      _ = try workbench.check(exerciseID, options: options)
      checkTimes.append(Date().timeIntervalSince(start))
      bareTimes.append(
        try bareCompile(exercise, workbench: workbench, toolchain: toolchain, runtime: runtime))
    }
    return Measurement(
      exerciseID: exerciseID, checkSeconds: median(checkTimes), bareSwiftcSeconds: median(bareTimes),
      runs: checkTimes.count)
  }

  /// Times `swiftc` alone on the same files a check compiles.
  private static func bareCompile(
    _ exercise: Exercise, workbench: ExerciseWorkbench, toolchain: Toolchain, runtime: RuntimeModule
  ) throws(ExerciseError) -> Double {
    let verified = workbench.verifyShippedFiles(exercise)
    guard let checks = verified.checks,
      let source = try? String(contentsOf: exercise.learnerFile, encoding: .utf8)
    else { throw .fileAccess(path: exercise.learnerFile.path, reason: "cannot read the exercise's files") }
    let build = try CheckBuild.prepare(
      exerciseID: exercise.id, learnerFileName: exercise.learnerFileName, learnerSource: source,
      checks: checks, harness: verified.harness)
    defer { build.remove() }
    func swiftc(_ arguments: [String]) throws(ExerciseError) -> Double {
      let outcome = try ChildProcess(
        configuration: .init(executable: toolchain.swiftc.path, arguments: arguments)
      )
      .run()
      guard outcome.termination == .exited(0) else {
        throw .cannotLaunch(path: toolchain.swiftc.path, reason: "the bare compile failed: \(outcome.output)")
      }
      return outcome.seconds
    }
    let learner = try swiftc(build.submissionArguments(runtime: runtime))
    let interface = try SubmissionInterface(
      symbolGraphDirectory: build.symbolGraphDirectory, module: CheckBuild.submissionModule)
    try build.writeChecks(
      importing: SubmissionInterface.namesUsed(byChecks: String(decoding: checks, as: UTF8.self))
        .compactMap { interface.types[$0] })
    return learner + (try swiftc(build.checksArguments(runtime: runtime)))
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}

/// Measures a warm `lessons check` of `exerciseID` against a bare `swiftc` of the same files.
///
/// The entry point for `lessons-bench`; see ``WarmCheckBenchmark`` for what is timed.
///
/// ```swift
/// let (check, bare) = try measureWarmCheck()
/// print(String(format: "warm check %.2f s, bare swiftc %.2f s (%.2f×)", check, bare, check / bare))
/// ```
public func measureWarmCheck(exerciseID: String = "init-copy", runs: Int = 5) throws(ExerciseError) -> (
  checkSeconds: Double, bareSwiftcSeconds: Double
) {
  let measurement = try WarmCheckBenchmark.measure(exerciseID: exerciseID, runs: runs)
  return (measurement.checkSeconds, measurement.bareSwiftcSeconds)
}
