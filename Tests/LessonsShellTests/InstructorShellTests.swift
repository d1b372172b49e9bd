import Foundation
import TestSupport
import Testing

/// Issue 21's "shell that never confuses", each item driven as a user drives it: lines
/// piped into the real `lessons` binary (with `--echo`, so the prompt shows before each
/// line, as on a terminal).
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct InstructorShellTests {
  /// The shell's output for `lines`, piped with `--echo`.
  static func shell(_ lines: [String], environment: [String: String] = [:]) throws -> LessonsBinary.Result {
    try LessonsBinary.run(["--echo"], input: lines.joined(separator: "\n") + "\n", environment: environment)
  }

  /// The lines that start with a prompt, as echoed.
  static func prompts(in output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("lessons") && $0.contains("> ") }
  }

  @Test func thePromptNamesWhatIsMountedAndABareCommandActsOnIt() throws {
    let result = try Self.shell([
      "run init-copy", "run --fixed", "open sheet-item", "run navigation-path", "run --fixed", "tree",
    ])
    let output = result.standardOutput
    #expect(!result.standardError.contains("Missing <id>"), "\(result.standardError)")
    #expect(
      Self.prompts(in: output) == [
        "lessons> run init-copy", "lessons(init-copy)> run --fixed", "lessons(init-copy)> open sheet-item",
        "lessons(sheet-item)> run navigation-path", "lessons(navigation-path)> run --fixed",
        "lessons(navigation-path)> tree",
      ])
    // The bare `run --fixed` ran what the prompt named, both times.
    #expect(output.contains("init-copy — A copy made at init time (fixed version)"))
    #expect(output.contains("navigation-path — Who owns the path (fixed version)"))
    #expect(!output.contains("sheet-item — What the sheet shows"))
  }

  @Test func focusDismissAndBackDriveTheMountedScreen() throws {
    let result = try Self.shell([
      "run focus-state", "focus Notes", "tree", "focus Nope",
      "run sheet-item", "tap Dune", "dismiss", "dismiss",
      "run navigation-path", "back", "back", "back",
    ])
    let output = result.standardOutput
    let afterFocus = try #require(output.range(of: "lessons(focus-state)> tree"))
    #expect(output[afterFocus.upperBound...].contains("TextField \"Notes\": \"\" (focused)"))
    #expect(result.standardError.contains("No text field labelled \"Nope\""))
    // dismiss: the sheet's state is discarded; with no sheet left, a clear error.
    let dismissed = try #require(output.range(of: "lessons(sheet-item)> dismiss"))
    #expect(output[dismissed.upperBound...].contains("discarded with its state"))
    #expect(result.standardError.contains("no sheet is presented"))
    // back pops the two pushed screens, then says nothing is pushed.
    let backs = output.components(separatedBy: "lessons(navigation-path)> back").dropFirst()
    #expect(backs.count == 3)
    #expect(backs.prefix(2).allSatisfy { $0.contains("ThreadScreen discarded with its state") })
    #expect(result.standardError.contains("no view is pushed on a NavigationStack"))
  }

  @Test func anAppWithoutOutsideEventsSaysSo() throws {
    let result = try Self.shell(["run costly-state-init", "event", "event tick"])
    #expect(!result.standardOutput.contains("event ()"))
    #expect(result.standardOutput.contains("(it has no outside events)"))
    #expect(result.standardError.contains("costly-state-init has no outside events; poke it with tap"))
    // With events, a bare `event` lists them.
    let withEvents = try Self.shell(["run init-copy", "event"])
    #expect(withEvents.standardError.contains("This app's events: "))
  }

  /// `event NAME N` sends the event N times, each a step with its own pass, as a script's line does.
  @Test func anEventWithACountIsSentThatManyTimes() throws {
    let result = try Self.shell(["run broad-summary", "counts", "event tick 3", "counts", "event tick 1001"])
    let counts = result.standardOutput.components(separatedBy: "Body evaluations since mount:").dropFirst()
    #expect(counts.count == 2, "\(result.standardOutput)")
    // The scenario's three ticks re-ran the screen (1 + 3 + the refresh); three more make it 8.
    #expect(counts.first?.contains("PortfolioScreen  5") == true, "\(counts.first ?? "")")
    #expect(counts.last?.contains("PortfolioScreen  8") == true, "\(counts.last ?? "")")
    #expect(
      result.standardError.contains(
        "Invalid value '1001' for '<count>' of 'event': expected a whole number from 1 to 1000"))
  }

  @Test func compareSaysWhatStaysMounted() throws {
    let result = try Self.shell([
      "run init-copy --compare", "run sheet-item", "run init-copy --compare", "log",
    ])
    let output = result.standardOutput.replacingOccurrences(of: "\n", with: " ")
    #expect(output.contains("--compare mounts nothing, and nothing is mounted"))
    #expect(output.contains("--compare mounts nothing: sheet-item (broken) stays mounted"))
    // And `log` shows that app, as said.
    #expect(output.contains("Invalidation log of sheet-item (broken) since mount"))
  }

  @Test func runningALessonMarksItStarted() throws {
    let result = try Self.shell(["list", "run identity-reset", "list"])
    let lists = result.standardOutput.components(separatedBy: "> list").dropFirst()
    try #require(lists.count == 2)
    #expect(lists.first?.contains("[ ] identity-reset") == true)
    // `*` marks the lesson that is open, and running it opened it.
    #expect(lists.last?.contains("[~]*identity-reset") == true)
    #expect(lists.last?.contains("[ ] init-copy") == true)
  }

  @Test func anEmptyTextIsAPrediction() throws {
    // sheet-item's first question asks what a field shows; `""` answers "nothing".
    let result = try Self.shell(["quiz sheet-item --count 1", "", "\"\""])
    #expect(
      result.standardOutput.contains(
        "No answer given. Type the text the control shows, or \"\" if it shows nothing."))
    #expect(result.standardOutput.contains("not \"\"."), "\(result.standardOutput)")
    #expect(result.standardOutput.contains("1 of 1 answered"))
  }

  @Test func aNoticeIsSaidBeforeTheOutputOnStandardError() throws {
    let home = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    try Data("{damaged".utf8).write(to: home.appendingPathComponent("exercise-progress.json"))
    // stdout is a pipe nobody reads any more (as after `| head` ends): the first write
    // to it ends the program, so only a notice said before the output is seen.
    let process = Process()
    process.executableURL = LessonsBinary.url
    process.arguments = ["list"]
    process.environment = ["PATH": "/usr/bin:/bin", "LESSONS_HOME": home.path]
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try stdout.fileHandleForReading.close()
    try process.run()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: err, as: UTF8.self)
    #expect(text.contains("The saved file was damaged"), "\(text)")
    #expect(
      FileManager.default.fileExists(
        atPath: home.appendingPathComponent("exercise-progress.json.damaged-1").path))
  }
}

/// The prompt rule on a real terminal (tmux): what the prompt names is what a bare command runs.
@Suite(
  .enabled(if: TmuxSession.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct InstructorPromptTerminalTests {
  @Test func thePromptFollowsTheMountedLesson() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command:
        "env LESSONS_HOME='\(home.path)' LESSONS_CACHE='\(ScratchProject.sharedCache.path)' LANG=C.UTF-8 TERM=xterm NO_COLOR=1 '\(LessonsBinary.url!.path)'; "
        + "echo \"[exit $?]\"; sleep 60", columns: 100, rows: 40)
    defer { tmux.close() }
    try tmux.waitForPrompt()
    try tmux.type("run init-copy")
    try tmux.send("Enter")
    var screen = try tmux.waitForPrompt(after: "The app stays mounted")
    #expect(screen.split(separator: "\n").last?.hasPrefix("lessons(init-copy)>") == true)
    try tmux.type("open sheet-item")
    try tmux.send("Enter")
    try tmux.waitForPrompt(after: "Opened sheet-item")
    try tmux.type("run navigation-path")
    try tmux.send("Enter")
    screen = try tmux.waitForPrompt(after: "navigation-path — Who owns the path (broken version)")
    #expect(screen.split(separator: "\n").last?.hasPrefix("lessons(navigation-path)>") == true)
    try tmux.type("run --fixed")
    try tmux.send("Enter")
    screen = try tmux.waitForPrompt(after: "navigation-path — Who owns the path (fixed version)")
    #expect(!screen.contains("Missing <id>"))
    #expect(!screen.contains("sheet-item — What the sheet shows (fixed version)"))
    #expect(try tmux.endWithControlD().contains("[exit 0]"))
  }
}
