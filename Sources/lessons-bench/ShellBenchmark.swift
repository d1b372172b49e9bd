import Foundation

/// Start-up of the `lessons` executable: to the first prompt of a piped
/// shell (an empty script), a whole `lessons list`, and `scripts/lessons list`, the
/// command the README gives (which runs its own last build when nothing changed).
enum ShellBenchmark {
  struct Result: Sendable {
    let startToPromptMilliseconds: Double
    let listMilliseconds: Double
    let scriptListMilliseconds: Double?
  }

  /// Runs the `lessons` binary next to this benchmark, `runs` times per case.
  static func measure(runs: Int) throws -> Result {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appending(path: "lessons")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw BenchmarkError.missing(
        "\(binary.path) (build it first: swift build -c release --product lessons)")
    }
    let home = FileManager.default.temporaryDirectory.appending(path: "lessons-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = ProcessInfo.processInfo.environment
    environment["LESSONS_HOME"] = home.path
    environment["NO_COLOR"] = "1"
    // One unmeasured run warms the file cache and creates the state directory.
    _ = try time(binary, [], input: "", environment: environment)
    // The checkout is the nearest folder above the binary with scripts/lessons; the script
    // may build once first (not timed).
    var folder = binary.deletingLastPathComponent()
    var script = folder.appending(path: "scripts/lessons")
    while !FileManager.default.isExecutableFile(atPath: script.path), folder.pathComponents.count > 1 {
      folder.deleteLastPathComponent()
      script = folder.appending(path: "scripts/lessons")
    }
    let hasScript = FileManager.default.isExecutableFile(atPath: script.path)
    if hasScript { _ = try? time(script, ["list"], input: nil, environment: environment) }
    var prompt: [Double] = []
    var list: [Double] = []
    var scriptList: [Double] = []
    for _ in 0..<runs {
      prompt.append(try time(binary, [], input: "", environment: environment))
      list.append(try time(binary, ["list"], input: nil, environment: environment))
      if hasScript { scriptList.append(try time(script, ["list"], input: nil, environment: environment)) }
    }
    return Result(
      startToPromptMilliseconds: median(prompt), listMilliseconds: median(list),
      scriptListMilliseconds: scriptList.isEmpty ? nil : median(scriptList))
  }

  private static func time(
    _ binary: URL, _ arguments: [String], input: String?, environment: [String: String]
  ) throws -> Double {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = environment
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    guard process.terminationStatus == 0 else {
      throw BenchmarkError.failed(
        "lessons \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}

enum BenchmarkError: Error, CustomStringConvertible {
  case missing(String)
  case failed(String)

  var description: String {
    switch self {
    case .missing(let what): "missing \(what)"
    case .failed(let what): what
    }
  }
}
