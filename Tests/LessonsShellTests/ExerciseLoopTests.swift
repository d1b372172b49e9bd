import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The exercise loop as a learner meets it, through the built binary with piped input
/// (issue 10, items 4 and 5).
// Serialized: each test compiles and runs checks; two cores gain nothing from more at
// once, and the timing tests of other suites lose.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct ExerciseLoopTests {
  /// The course's first three exercises, found in `Lessons/` (``CourseExercise``).
  static let first = CourseExercise.id(0)
  static let second = CourseExercise.id(1)
  static let third = CourseExercise.id(2)

  /// Runs the binary to its end, off the cooperative pool.
  static func run(_ arguments: [String], input: String = "", in project: ProjectCopy) async throws
    -> LessonsBinary.Result
  {
    let environment = project.environment
    return try await offThePool { try LessonsBinary.run(arguments, input: input, environment: environment) }
  }

  @Test func listAndProgressInARunningShellFollowACheckThatPassed() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    try project.solve(Self.first)
    let result = try await Self.run([], input: "list\ncheck \(Self.first)\nlist\nprogress\n", in: project)
    let lists = result.standardOutput.components(separatedBy: "Exercises\n")
    try #require(lists.count >= 3, "\(result.standardOutput)")
    #expect(lists[1].contains("[ ] \(Self.first)"))
    #expect(lists[2].contains("[x] \(Self.first)"))
    #expect(result.standardOutput.range(of: #"Exercises: 1 of \d+ done"#, options: .regularExpression) != nil)
  }

  @Test(arguments: [["progress"], ["list"], ["check", first], ["check", first, "--json"]])
  func aDamagedProgressFileIsAnnounced(_ arguments: [String]) async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    try Data("{\"records\": [tru".utf8).write(
      to: project.home.appendingPathComponent("exercise-progress.json"))
    let result = try await Self.run(arguments, in: project)
    let announced = result.standardError + result.standardOutput
    #expect(announced.contains("damaged"), "\(arguments): \(announced)")
    #expect(announced.contains("exercise-progress.json.damaged-1"), "\(arguments)")
    if arguments.contains("--json") {
      let document =
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
      #expect((document?["progressNotice"] as? String)?.contains("damaged-1") == true)
    }
    // Kept aside, never silently reset.
    #expect(
      FileManager.default.fileExists(
        atPath: project.home.appendingPathComponent("exercise-progress.json.damaged-1").path))
  }

  @Test func checkWritesJUnitForGraders() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    try project.solve(Self.first)
    let report = project.home.appendingPathComponent("results.xml")
    let result = try await Self.run(
      ["check", Self.first, Self.second, "--junit", report.path], in: project)
    #expect(result.status == 1)
    let document = try XMLDocument(data: Data(contentsOf: report))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == [Self.first, Self.second])
    #expect(suites[0].attribute(forName: "failures")?.stringValue == "0")
    #expect(suites[1].elements(forName: "testcase").contains { !$0.elements(forName: "failure").isEmpty })
    #expect(
      suites.map { $0.elements(forName: "testcase").count }
        == suites.map { Int($0.attribute(forName: "tests")?.stringValue ?? "") ?? -1 })
  }

  /// `--summary`: one line per exercise and the tally, no checks or logs (issue 17, item 5);
  /// a second run with nothing changed answers from the saved results.
  @Test func checkSummaryPrintsOneLinePerExercise() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    try project.solve(Self.first)
    let first = try await Self.run(["check", Self.first, Self.second, "--summary"], in: project)
    #expect(first.status == 1)
    let lines = first.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
    #expect(lines.count == 3, "\(first.standardOutput)")
    #expect(lines.first?.hasPrefix("\(Self.first)  ✓ passed") == true)
    #expect(lines.dropFirst().first?.hasPrefix("\(Self.second)  ✗ failed") == true)
    #expect(lines.last == "2 exercises checked: 1 of 2 passed.")
    #expect(!first.standardOutput.contains("invalidation log"))
    let again = try await Self.run(["check", Self.first, Self.second, "--summary"], in: project)
    #expect(again.standardOutput.components(separatedBy: "unchanged since its last check").count == 3)
  }

  /// `prepare` (which scripts/lessons runs after a build) is silent when the runtime is ready.
  @Test func prepareIsSilentWhenTheRuntimeIsReady() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    _ = try await Self.run(["prepare"], in: project)
    let ready = try await Self.run(["prepare"], in: project)
    #expect(ready.status == 0)
    #expect(ready.standardOutput.isEmpty && ready.standardError.isEmpty, "\(ready.standardError)")
  }

  @Test func taskShowsTheTaskAndTheFileToEdit() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let result = try await Self.run([], input: "task \(Self.first)\nopen \(Self.second)\ntask\n", in: project)
    let title = try #require(CourseExercise.all().first?.title)
    #expect(result.standardOutput.contains("\(Self.first): \(title)"))
    #expect(result.standardOutput.contains("Edit: \(try project.startedFile(Self.first).path)"))
    #expect(result.standardOutput.contains("Edit: \(try project.startedFile(Self.second).path)"))
  }

  /// `inc` and `dec` take a count, in the session after `run` (on the fixture course's
  /// stepper lesson: the scenario left the stepper's copy at 6).
  @Test func incAndDecTakeACount() async throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try await Self.run(
      [], input: "run volume-copy\ninc Volume 3\ndec Volume 2\ntree\ninc Volume 0\n", in: project)
    #expect(result.standardOutput.contains("VolumeStepper._level: 8 → 9"), "\(result.standardOutput)")
    #expect(result.standardOutput.contains("VolumeStepper._level: 9 → 8"))
    #expect(result.standardOutput.contains("VolumeStepper._level: 8 → 7"))
    #expect(result.standardOutput.contains("Stepper \"Volume\": 7"))
    #expect(result.standardError.contains("Invalid value '0'"))
  }

  @Test func restoreKeepsTheBackupInTheStateDirectory() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let file = try project.startedFile(Self.first)
    try Data("// my attempt\n".utf8).write(to: file, options: .atomic)
    let result = try await Self.run(["restore", Self.first, "--force"], in: project)
    #expect(result.status == 0)
    let backup = project.home.appendingPathComponent(
      "backups/\(Self.first)/\(file.lastPathComponent).backup-1")
    #expect(result.standardOutput.contains("kept as \(backup.path)"), "\(result.standardOutput)")
    #expect(try String(contentsOf: backup, encoding: .utf8) == "// my attempt\n")
    let folder = file.deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.contains("backup") })
  }

  @Test func watchEndsAtTheEndOfPipedInput() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let result = try await Self.run([], input: "watch \(Self.first)\n", in: project)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\(Self.first)  ✗ failed"))
    #expect(result.standardOutput.hasSuffix("End of input: stopped watching.\n"), "\(result.standardOutput)")
  }

  @Test func watchOffersTheNextExerciseAndReturnMovesToIt() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    try project.solve(Self.first)
    let watch = try RunningBinary(["watch", Self.first], environment: project.environment)
    #expect(await watch.waitFor("Press Return to watch it"), "\(watch.output)")
    #expect(watch.output.contains("Done! Next: \(Self.second)."))
    watch.write("\n")
    #expect(await watch.waitFor("Now watching \(Self.second)."))
    #expect(
      await watch.waitFor("Watching \(try project.startedFile(Self.second).path)"), "\(watch.output)")
    watch.closeInput()
    #expect(await watch.wait() == 0)
    #expect(watch.output.contains("End of input: stopped watching."))
  }

  /// Issue 21: "Next" is the first exercise not done, from the start of the course, not the
  /// one after the exercise that just passed.
  @Test func watchOffersTheFirstUnfinishedExercise() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    try project.solve(Self.third)
    let watch = try RunningBinary(["watch", Self.third], environment: project.environment)
    #expect(await watch.waitFor("Press Return to watch it"), "\(watch.output)")
    #expect(watch.output.contains("Done! Next: \(Self.first)."), "\(watch.output)")
    watch.closeInput()
    #expect(await watch.wait() == 0)
  }

  @Test func watchStopsACheckInFlightWhenTheFileIsSavedAgainAndRulesOffEachRun() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let file = try project.startedFile(Self.first)
    let mark = ProcessTable.uniqueSleepSeconds()
    // Spins in its first body, after starting a marked `sleep`: the sign that the check runs.
    let hanging = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: "  var body: some View {\n    VStack {",
      with:
        "  var body: some View {\n    let _ = { _ = try? Process.run(URL(fileURLWithPath: \"/bin/sleep\"), "
        + "arguments: [\"\(mark)\"]); while true {} }()\n    VStack {")
    try #require(hanging.contains("while true"))
    try Data(("import Foundation\n" + hanging).utf8).write(to: file)
    // A long limit: on a busy machine the spin must still be running when the save comes.
    let watch = try RunningBinary(
      ["watch", Self.first, "--timeout", "600"], environment: project.environment)
    defer { watch.closeInput() }
    let started = Date()
    while Self.processes(containing: mark).isEmpty && Date().timeIntervalSince(started) < 120 {
      try? await Task.sleep(for: .milliseconds(100))
    }
    try #require(!Self.processes(containing: mark).isEmpty, "the check never ran: \(watch.output)")
    // The check spins under its 10 s limit; a save now must stop it at once.
    let saved = Date()
    try project.solve(Self.first)
    #expect(
      await watch.waitFor("was saved again: stopped the check in flight"),
      "\(watch.output)\(watch.errorOutput)")
    #expect(await watch.waitFor("\(Self.first)  ✓ passed"))
    #expect(
      !watch.output.contains("timed out"),
      "the stale check ran to its limit: \(Date().timeIntervalSince(saved)) s")
    #expect(await Self.survivors(containing: mark).isEmpty)
    // A second save: a second report, ruled off from the first.
    try Data((try String(contentsOf: file, encoding: .utf8) + "\n// again\n").utf8).write(to: file)
    #expect(await watch.waitFor(String(repeating: "─", count: 40)))
    watch.closeInput()
    #expect(await watch.wait() == 0)
  }

  @Test func ctrlCDuringACommandLineCheckSaysInterruptedAndExits130() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let mark = ProcessTable.uniqueSleepSeconds()
    let file = try project.startedFile(Self.first)
    let spinning = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: "  var body: some View {\n    VStack {",
      with:
        "  var body: some View {\n    let _ = { _ = try? Process.run(URL(fileURLWithPath: \"/bin/sleep\"), "
        + "arguments: [\"\(mark)\"]); while true {} }()\n    VStack {")
    try Data(("import Foundation\n" + spinning).utf8).write(to: file)
    let check = try RunningBinary(
      ["check", Self.first, "--timeout", "600"], environment: project.environment)
    // Compiled and spinning (the sleep it started is the sign).
    let started = Date()
    while Self.processes(containing: mark).isEmpty && Date().timeIntervalSince(started) < 180 {
      try? await Task.sleep(for: .milliseconds(100))
    }
    kill(check.pid, SIGINT)
    #expect(await check.wait() == 130)
    #expect(check.errorOutput.contains("Interrupted."))
    #expect(await Self.survivors(containing: mark).isEmpty)
  }

  /// A tool ended by `kill` or by its terminal closing ends its compile first: the runtime's
  /// build runs in a process group of its own, which neither signal reaches, and it went on
  /// for its 20 s as an orphan. The stand-in compiler never answers and starts a helper.
  @Test(arguments: [SIGTERM, SIGHUP])
  func aToolEndedBySignalEndsItsCompileFirst(signal: Int32) async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let mark = ProcessTable.uniqueSleepSeconds()
    let compiler = try ExecutableFile.hangingCompiler(in: project.root, mark: mark)
    // A cache of its own: the runtime is built there, by the stand-in, and hangs.
    var environment = project.environment
    environment["LESSONS_SWIFTC"] = compiler.path
    environment["LESSONS_CACHE"] = project.root.appendingPathComponent("cache").path
    let check = try RunningBinary(["check", Self.first], environment: environment)
    let started = Date()
    while Self.processes(containing: mark).count < 2 && Date().timeIntervalSince(started) < 60 {
      try? await Task.sleep(for: .milliseconds(50))
    }
    // Each compile the runtime's build runs at once is a stand-in and its helper.
    #expect(Self.processes(containing: mark).count >= 2)
    kill(check.pid, signal)
    // Ended by the same signal, as without the cleanup, and not as a failed build.
    #expect(await check.wait(timeout: 30) == signal)
    #expect(!check.errorOutput.contains("failed"), "\(check.errorOutput)")
    #expect(await Self.survivors(containing: mark).isEmpty)
  }

  /// Whether a check program runs under the supervisor, which dies with the tool and
  /// takes the program along. Linux only: the README says what macOS gets instead.
  static let checkProgramsHaveASupervisor: Bool = {
    #if os(Linux)
      return true
    #else
      return false
    #endif
  }()

  @Test(
    .enabled(if: checkProgramsHaveASupervisor, "no supervisor here: a killed tool leaves its check program"))
  func theCheckProgramDiesWithTheTool() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let mark = ProcessTable.uniqueSleepSeconds()
    let file = try project.startedFile(Self.first)
    // Cancels any alarm it might have been given, starts a helper, and spins.
    let spinning = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: "  var body: some View {\n    VStack {",
      with:
        "  var body: some View {\n    let _ = { alarm(0); _ = try? Process.run(URL(fileURLWithPath: \"/bin/sleep\"), "
        + "arguments: [\"\(mark)\"]); while true {} }()\n    VStack {")
    // Foundation brings `alarm` on both platforms (it re-exports Glibc or Darwin).
    try Data(("import Foundation\n" + spinning).utf8).write(to: file)
    let check = try RunningBinary(
      ["check", Self.first, "--timeout", "600"], environment: project.environment)
    let started = Date()
    while Self.processes(containing: mark).isEmpty && Date().timeIntervalSince(started) < 180 {
      try? await Task.sleep(for: .milliseconds(100))
    }
    try #require(!Self.processes(containing: mark).isEmpty)
    kill(check.pid, SIGKILL)
    _ = await check.wait()
    #expect(await Self.survivors(containing: mark).isEmpty)
  }

  static func processes(containing marker: String) -> [Int32] {
    ProcessTable.processes(containing: marker)
  }

  static func survivors(containing marker: String) async -> [Int32] {
    let giveUp = Date().addingTimeInterval(5)
    while !processes(containing: marker).isEmpty && Date() < giveUp {
      try? await Task.sleep(for: .milliseconds(50))
    }
    return processes(containing: marker)
  }
}
