import Foundation

/// Runs every lesson of the course, broken and fixed, in both Xcode eras, many times and
/// counts the versions whose transcript differs from run to run: a lesson that depends on
/// the scheduler fails in front of a room (DESIGN.md: 200 runs, 0 deviations, under load).
///
/// The runs are `lessons pack check Lessons --runs N` on the binary `scripts/lessons`
/// builds, which runs each version's program N times per era in children, as `run` does,
/// and names each version whose transcripts differ. Run it with a parallel build going for
/// the "under load" part; the figure is the count, which must be 0 whatever the load.
enum DeterminismBenchmark {
  struct Result {
    var runsPerVersion: Int
    /// Versions run: each lesson's broken and fixed version, in each era.
    var versions: Int
    /// Versions whose runs printed more than one transcript.
    var deviations: Int
    /// `pack check`'s finding for each version that deviated.
    var deviating: [String]
  }

  static func measure(root: URL, binary: URL, runs: Int) throws -> Result {
    let home = FileManager.default.temporaryDirectory.appending(path: "lessons-determinism-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = ProcessInfo.processInfo.environment
    environment["LESSONS_ROOT"] = root.path
    environment["LESSONS_HOME"] = home.path
    environment["NO_COLOR"] = "1"
    let process = Process()
    process.executableURL = binary
    process.arguments = ["pack", "check", root.appending(path: "Lessons").path, "--runs", String(runs)]
    process.environment = environment
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = text.split(separator: "\n").map(String.init)
    // "Checking the course …: 24 lessons, each version run N times per Xcode era."
    let lessons =
      lines.first { $0.hasPrefix("Checking the course") }
      .flatMap { $0.firstMatch(of: /: (\d+) lessons?,/).flatMap { Int($0.output.1) } } ?? 0
    let deviating = lines.filter { $0.contains("not deterministic") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard lessons > 0 else {
      throw BenchmarkError.failed(
        "pack check Lessons did not say how many lessons it checked:\n\(text.prefix(2000))")
    }
    return Result(
      runsPerVersion: runs, versions: lessons * 2 * 2, deviations: deviating.count, deviating: deviating)
  }
}
