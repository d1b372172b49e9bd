import Foundation

/// The execution engine as a learner meets it: the `lessons` binary that `scripts/lessons`
/// runs (a debug build), timed as whole processes against the floor F measured in the same
/// rounds.
///
/// F is `swiftc -c` of the learner's file alone against the cached runtime module: the
/// least any check must do. Each round times F, then each figure, so a machine that
/// slows down mid-run slows both sides; a figure's ratio is the median of its per-round
/// ratios. Everything runs on a scratch copy of the project (`LESSONS_ROOT`) with a
/// state directory of its own (`LESSONS_HOME`), so the user's exercises, progress
/// and cache are never touched.
///
/// - warm check: `lessons check ID` of the course's first exercise (``BenchCourse``) with the
///   runtime and the checks' object cached;
/// - first check: the same with the checks' object cache emptied first (what the first
///   check after `scripts/lessons` built meets: it prepares the runtime);
/// - watch: a save of the learner's file to the verdict `lessons watch` prints;
/// - warm play: `lessons play FILE --do tree` of a file played before as it is now, so its
///   program is kept and no compiler starts, against F of the played file;
/// - play recompile: in a piped shell after `play FILE`, a save and the next command to
///   its output, against F of the played file;
/// - warm pack run: `lessons --pack DIR run ID` of the lesson `pack new` writes (its broken
///   version compiled and its scenario run in one child), against F of that broken file;
/// - warm course run: `lessons run ID` of a lesson ``BenchCourse`` chooses, loaded at run time
///   (its program cached, its scenario and its comparison's builds run in children),
///   against F of its program's files (a lesson's one program serves both versions: its
///   broken file compiles only with the scenario and shared files beside it); and the
///   compiler processes that run starts (none);
/// - first course run after `lessons prepare`: the same run with the cache of lesson
///   programs emptied and `prepare` run first, against the warm course run;
/// - `check --all` unchanged: against `lessons list`, and the number of compiler
///   processes it starts (counted with `strace` where it is installed).
struct EngineBenchmark {
  /// One figure: medians of its seconds and of its per-round ratios to its floor.
  struct Figure: Encodable {
    var seconds: Double
    var ratio: Double
    var budget: Double
    var within: Bool { ratio <= budget }
  }

  /// Every figure of the engine table.
  struct Figures: Encodable {
    var binary: String
    var runs: Int
    /// The exercise the check figures check.
    var checkedExercise: String
    /// The lesson the course-run figures run.
    var courseLesson: String
    var floorCheckSeconds: Double
    var floorPlaySeconds: Double
    var warmCheck: Figure
    var firstCheck: Figure
    var watchSaveToVerdict: Figure
    var warmPlay: Figure
    var playRecompile: Figure
    var packRun: Figure
    var courseRun: Figure
    var firstCourseRunAfterPrepare: Figure
    /// Compiler processes started by a warm `run` of the course lesson; `nil` when not counted.
    var courseRunCompilerProcesses: Int?
    var checkAllUnchanged: Figure
    /// A warm check with the sandbox less the same check without it (`LESSONS_SANDBOX=off`),
    /// medians of each; every compile, link and run of it is sandboxed.
    var sandboxCostSeconds: Double
    var listSeconds: Double
    /// Compiler processes started by `check --all` with nothing changed; `nil` when not counted.
    var checkAllCompilerProcesses: Int?
  }

  let root: URL
  let binary: URL
  let runs: Int

  /// Runs the rounds and returns the figures.
  func measure() throws -> Figures {
    let scratch = FileManager.default.temporaryDirectory.appending(path: "lessons-engine-bench-\(getpid())")
    try? FileManager.default.removeItem(at: scratch)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let project = scratch.appending(path: "project")
    let home = scratch.appending(path: "home")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    // `Lessons` whole: the exercises are its lesson folders' `exercise/` and the harness its `.harness/`.
    for item in ["Package.swift", "Lessons", "Sources/StateRuntime", "Sources/LessonsPlayDriver"] {
      let target = project.appending(path: item)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.run(URL(fileURLWithPath: "/bin/cp"), ["-a", root.appending(path: item).path, target.path])
    }
    let course = try BenchCourse(lessons: project.appending(path: "Lessons"))
    var environment = ProcessInfo.processInfo.environment
    environment["LESSONS_ROOT"] = project.path
    environment["LESSONS_HOME"] = home.path
    environment["LESSONS_WORKSPACE"] = project.appending(path: "Exercises").path
    environment["NO_COLOR"] = "1"
    let lessons = Lessons(binary: binary, environment: environment, directory: project)
    var unsandboxedEnvironment = environment
    unsandboxedEnvironment["LESSONS_SANDBOX"] = "off"
    let unsandboxed = Lessons(binary: binary, environment: unsandboxedEnvironment, directory: project)

    // The learner's file is in the workspace, copied from the starter by the first check below.
    let learner = project.appending(path: course.exercise.learnerFile)
    let played = scratch.appending(path: "Greeter.swift")
    try Data(Self.playedSource(label: "Hello").utf8).write(to: played)

    // A pack of one lesson, as `pack new` writes it, its text filled in.
    let pack = scratch.appending(path: "pack")
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    _ = try lessons.time(["pack", "new", "bench-lesson", "--in", pack.path])
    let packLesson = pack.appending(path: "01-bench-lesson")
    let lessonFile = packLesson.appending(path: "lesson.md")
    try Data(
      try String(contentsOf: lessonFile, encoding: .utf8).replacingOccurrences(of: "TODO: ", with: "").utf8
    )
    .write(to: lessonFile)
    let packBroken = packLesson.appending(path: "Broken.swift")

    // Warm-up, not timed: builds the runtime and caches the checks' object.
    FileHandle.standardError.write(
      Data("lessons-bench: preparing the runtime in a scratch state directory…\n".utf8))
    _ = try lessons.time(["check", course.exercise.id])
    _ = try unsandboxed.time(["check", course.exercise.id])
    _ = try lessons.time(["play", played.path, "--do", "tree"])
    _ = try lessons.time(["--pack", pack.path, "run", "bench-lesson"])
    _ = try lessons.time(["run", course.lesson.id])
    _ = try lessons.time(["check", "--all", "--summary"])
    let runtime = try Self.runtimeDirectory(in: home)
    let floor = Floor(runtime: runtime, scratch: scratch)

    var floorCheck: [Double] = []
    var floorPlay: [Double] = []
    var samples: [String: [(Double, Double)]] = [:]
    func record(_ name: String, _ seconds: Double, over floor: Double) {
      samples[name, default: []].append((seconds, seconds / floor))
    }
    let watch = try WatchSession(lessons: lessons, exercise: course.exercise.id)
    defer { watch.stop() }
    let shell = try ShellSession(lessons: lessons, file: played)
    defer { shell.stop() }
    for round in 0..<runs {
      let fCheck = try floor.compile(learner)
      let fPlay = try floor.compile(played)
      floorCheck.append(fCheck)
      floorPlay.append(fPlay)
      record("warm", try lessons.time(["check", course.exercise.id]), over: fCheck)
      record("unsandboxed", try unsandboxed.time(["check", course.exercise.id]), over: fCheck)
      try? FileManager.default.removeItem(at: home.appending(path: "cache/checks"))
      record("first", try lessons.time(["check", course.exercise.id]), over: fCheck)
      record("watch", try watch.saveToVerdict(learner, round: round), over: fCheck)
      record("play", try lessons.time(["play", played.path, "--do", "tree"]), over: fPlay)
      record("recompile", try shell.saveToOutput(played, label: "Hello \(round)"), over: fPlay)
      record(
        "pack", try lessons.time(["--pack", pack.path, "run", "bench-lesson"]),
        over: try floor.compile(packBroken))
      let courseFloor = try floor.compile(Self.programFiles(of: course.lesson.folder, in: project))
      let warmCourseRun = try lessons.time(["run", course.lesson.id])
      record("course", warmCourseRun, over: courseFloor)
      try? FileManager.default.removeItem(at: home.appending(path: "cache/programs"))
      _ = try lessons.time(["prepare"])
      record("course-first", try lessons.time(["run", course.lesson.id]), over: warmCourseRun)
      let list = try lessons.time(["list"])
      record("list", list, over: 1)
      record("all", try lessons.time(["check", "--all", "--summary"]), over: list)
    }
    let counted = try? Self.countCompilers(lessons, ["check", "--all", "--summary"], in: scratch)
    let courseCounted = try? Self.countCompilers(lessons, ["run", course.lesson.id], in: scratch)

    func figure(_ name: String, budget: Double) -> Figure {
      let values = samples[name] ?? []
      return Figure(
        seconds: median(values.map(\.0)), ratio: median(values.map(\.1)), budget: budget)
    }
    return Figures(
      binary: binary.path, runs: runs, checkedExercise: course.exercise.id, courseLesson: course.lesson.id,
      floorCheckSeconds: median(floorCheck),
      floorPlaySeconds: median(floorPlay),
      warmCheck: figure("warm", budget: 3), firstCheck: figure("first", budget: 5),
      watchSaveToVerdict: figure("watch", budget: 4), warmPlay: figure("play", budget: 2.5),
      playRecompile: figure("recompile", budget: 3), packRun: figure("pack", budget: 2.5),
      courseRun: figure("course", budget: 2),
      firstCourseRunAfterPrepare: figure("course-first", budget: 1.25),
      courseRunCompilerProcesses: courseCounted,
      checkAllUnchanged: figure("all", budget: 10),
      sandboxCostSeconds: figure("warm", budget: 3).seconds - figure("unsandboxed", budget: 3).seconds,
      listSeconds: figure("list", budget: .infinity).seconds, checkAllCompilerProcesses: counted)
  }

  /// The played file: a parent, an editor bound to its state, and a view that reads it.
  static func playedSource(label: String) -> String {
    """
    import SwiftUI

    struct NickField: View {
      @Binding var name: String
      var body: some View { TextField("Name", text: $name) }
    }

    struct Greeting: View {
      let name: String
      var body: some View { Text("\(label), \\(name)!") }
    }

    struct Greeter: View {
      @State private var name = ""
      @State private var saves = 0
      var body: some View {
        VStack {
          NickField(name: $name)
          Greeting(name: name)
          Button("Save") { saves += 1 }
          Text("Saved \\(saves) times")
        }
      }
    }

    """
  }

  /// The Swift files a course lesson's program is made of: its folder's top-level files.
  static func programFiles(of folder: String, in project: URL) throws -> [URL] {
    let directory = project.appending(path: "Lessons/\(folder)")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      .filter { $0.hasSuffix(".swift") }
      .map { directory.appending(path: $0) }
  }

  /// The one runtime build in the scratch cache.
  static func runtimeDirectory(in home: URL) throws -> URL {
    let folder = home.appending(path: "cache/runtime")
    let builds = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      FileManager.default.fileExists(atPath: folder.appending(path: "\($0)/StateRuntime.swiftmodule").path)
    }
    guard let build = builds.first else { throw BenchmarkError.missing("a runtime build in \(folder.path)") }
    return folder.appending(path: build)
  }

  /// How many `swiftc` and `swift-frontend` processes `arguments` starts, by `strace`.
  static func countCompilers(_ lessons: Lessons, _ arguments: [String], in scratch: URL) throws -> Int {
    let trace = scratch.appending(path: "trace.txt")
    guard let strace = Self.which("strace") else { throw BenchmarkError.missing("strace") }
    try Self.run(
      strace, ["-f", "-qq", "-e", "trace=execve", "-o", trace.path, lessons.binary.path] + arguments,
      environment: lessons.environment, allowFailure: true)
    let text = (try? String(contentsOf: trace, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { line in
      line.contains("execve(") && !line.contains("ENOENT")
        && (line.contains("/swiftc\"") || line.contains("/swift-frontend\"")
          || line.contains("/swift-driver\""))
    }.count
  }

  static func which(_ name: String) -> URL? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appending(path: name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// Runs a program to its end; throws when it fails (unless allowed) or cannot start.
  @discardableResult
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, allowFailure: Bool = false
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus != 0 && !allowFailure {
      throw BenchmarkError.failed(
        "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
          + String(decoding: message.prefix(2000), as: UTF8.self))
    }
    return process.terminationStatus
  }

  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// The `lessons` binary with the benchmark's environment.
struct Lessons {
  let binary: URL
  let environment: [String: String]
  let directory: URL

  /// Seconds of a whole `lessons ARGUMENTS` run; a check that fails (exit 1) still counts.
  func time(_ arguments: [String]) throws -> Double {
    let start = ContinuousClock.now
    let status = try EngineBenchmark.run(binary, arguments, environment: environment, allowFailure: true)
    let seconds = EngineBenchmark.seconds(since: start)
    guard status == 0 || status == 1 else {
      throw BenchmarkError.failed("lessons \(arguments.joined(separator: " ")) exited \(status)")
    }
    return seconds
  }

  /// Starts `lessons ARGUMENTS` with piped standard input and output.
  func start(_ arguments: [String]) throws -> (Process, Pipe, LineCollector) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    let collector = LineCollector()
    output.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData) }
    try process.run()
    return (process, input, collector)
  }
}

/// The floor: `swiftc -c` of one file against the cached runtime module, as a learner could run it.
struct Floor {
  let runtime: URL
  let scratch: URL

  /// Seconds of compiling `file` (with `import SwiftUI` read as `import StateRuntime`, and a
  /// `#Preview` as a function) to an object.
  func compile(_ file: URL) throws -> Double {
    try compile([file])
  }

  /// Seconds of compiling `files` together, as one module, to objects (as ``compile(_:)-(URL)``
  /// reads each).
  func compile(_ files: [URL]) throws -> Double {
    let folder = scratch.appending(path: "floor/\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var copies: [URL] = []
    for file in files {
      let copy = folder.appending(path: file.lastPathComponent)
      // `#Preview` becomes a function, as `play` compiles it (see PreviewFinder): the macro
      // itself is SwiftUI's and not declared by the runtime.
      let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
        of: "import SwiftUI", with: "import StateRuntime"
      ).replacingOccurrences(
        of: "#Preview {", with: "@MainActor @ViewBuilder func floorPreview() -> some View {")
      try Data(text.utf8).write(to: copy)
      copies.append(copy)
    }
    guard let swiftc = EngineBenchmark.which("swiftc") else { throw BenchmarkError.missing("swiftc on PATH") }
    var arguments =
      [
        "-swift-version", "6", "-Onone", "-parse-as-library", "-module-name", "Floor", "-I", runtime.path,
        "-working-directory", folder.path, "-c",
      ] + copies.map(\.path)
    let plugin = runtime.appending(path: "libEntryMacros.so")
    if FileManager.default.fileExists(atPath: plugin.path) {
      arguments += ["-load-plugin-library", plugin.path]
    }
    let start = ContinuousClock.now
    try EngineBenchmark.run(swiftc, arguments)
    return EngineBenchmark.seconds(since: start)
  }
}

/// Output lines of a child, collected as they come.
final class LineCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""

  func append(_ data: Data) {
    lock.withLock { text += String(decoding: data, as: UTF8.self) }
  }

  /// How many times `needle` has appeared so far.
  func count(_ needle: String) -> Int {
    lock.withLock { text.components(separatedBy: needle).count - 1 }
  }

  /// Waits until `needle` has appeared more than `count` times; false after `timeout` seconds.
  func wait(for needle: String, beyond count: Int, timeout: Double = 120) -> Bool {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while ContinuousClock.now < deadline {
      if self.count(needle) > count { return true }
      usleep(2_000)
    }
    return false
  }
}

/// `lessons watch ID`, saved into and timed from save to verdict.
final class WatchSession {
  private let process: Process
  private let output: LineCollector
  private let headline: String

  init(lessons: Lessons, exercise: String) throws {
    (process, _, output) = try lessons.start(["watch", exercise])
    headline = "\(exercise)  ✗"
    guard output.wait(for: headline, beyond: 0) else {
      throw BenchmarkError.failed("watch printed no verdict")
    }
  }

  /// Seconds from a save of `file` (a comment appended, written whole) to the next verdict.
  func saveToVerdict(_ file: URL, round: Int) throws -> Double {
    let seen = output.count(headline)
    let text = try String(contentsOf: file, encoding: .utf8) + "// saved in round \(round)\n"
    let start = ContinuousClock.now
    try Data(text.utf8).write(to: file, options: .atomic)
    guard output.wait(for: headline, beyond: seen) else { throw BenchmarkError.failed("watch missed a save") }
    return EngineBenchmark.seconds(since: start)
  }

  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}

/// A piped `lessons` shell with `play FILE` mounted, timed from a save to the next command's output.
final class ShellSession {
  private let process: Process
  private let input: Pipe
  private let output: LineCollector

  init(lessons: Lessons, file: URL) throws {
    (process, input, output) = try lessons.start([])
    try send("play \(file.path)\ntree\n")
    guard output.wait(for: "Text \"Hello, !\"", beyond: 0) else {
      throw BenchmarkError.failed("the shell's play printed no tree")
    }
  }

  /// Seconds from saving `file` with a new greeting to the tree that shows it.
  func saveToOutput(_ file: URL, label: String) throws -> Double {
    let marker = "Text \"\(label), !\""
    let seen = output.count(marker)
    let start = ContinuousClock.now
    try Data(EngineBenchmark.playedSource(label: label).utf8).write(to: file, options: .atomic)
    try send("tree\n")
    guard output.wait(for: marker, beyond: seen) else {
      throw BenchmarkError.failed("the shell's play never showed \(marker)")
    }
    return EngineBenchmark.seconds(since: start)
  }

  private func send(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}

extension EngineBenchmark {
  /// The checkout above this benchmark's binary, and the `lessons` binary its
  /// `scripts/lessons` runs (built first when a source changed).
  static func locateBinary() throws -> (root: URL, binary: URL) {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while !FileManager.default.isExecutableFile(atPath: folder.appending(path: "scripts/lessons").path) {
      guard folder.pathComponents.count > 1 else {
        throw BenchmarkError.missing("scripts/lessons above the benchmark")
      }
      folder.deleteLastPathComponent()
    }
    FileHandle.standardError.write(
      Data("lessons-bench: scripts/lessons list (builds lessons when a source changed)…\n".utf8))
    try run(folder.appending(path: "scripts/lessons"), ["list"])
    let stamp = try String(contentsOf: folder.appending(path: ".build/lessons-run-stamp"), encoding: .utf8)
    // The stamp's `bin=` line names the binary's folder relative to the checkout.
    guard let relative = stamp.split(separator: "\n").first(where: { $0.hasPrefix("bin=") })?.dropFirst(4)
    else {
      throw BenchmarkError.missing("a bin= line in .build/lessons-run-stamp")
    }
    let binFolder = folder.appending(path: String(relative))
    let binary = binFolder.appending(path: "lessons")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw BenchmarkError.missing("\(binary.path), named by .build/lessons-run-stamp")
    }
    return (folder, binary)
  }
}
