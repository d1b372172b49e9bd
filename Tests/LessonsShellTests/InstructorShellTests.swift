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

  /// The course's first three lessons with their titles, found in `Lessons/`.
  static func lessons() throws -> (CourseExercise, CourseExercise, CourseExercise) {
    let all = CourseExercise.all()
    try #require(all.count >= 3)
    return (all[0], all[1], all[2])
  }

  @Test func thePromptNamesWhatIsMountedAndABareCommandActsOnIt() throws {
    let (a, b, c) = try Self.lessons()
    let result = try Self.shell([
      "run \(a.id)", "run --fixed", "open \(b.id)", "run \(c.id)", "run --fixed", "tree",
    ])
    let output = result.standardOutput
    #expect(!result.standardError.contains("Missing <id>"), "\(result.standardError)")
    #expect(
      Self.prompts(in: output) == [
        "lessons> run \(a.id)", "lessons(\(a.id))> run --fixed", "lessons(\(a.id))> open \(b.id)",
        "lessons(\(b.id))> run \(c.id)", "lessons(\(c.id))> run --fixed", "lessons(\(c.id))> tree",
      ])
    // The bare `run --fixed` ran what the prompt named, both times.
    #expect(output.contains("\(a.id) — \(a.title) (fixed version)"))
    #expect(output.contains("\(c.id) — \(c.title) (fixed version)"))
    #expect(!output.contains("\(b.id) — \(b.title)"))
  }

  /// On the fixture course's tab lesson (`Tests/Fixtures/Course`), whose run ends with two legs
  /// pushed on its Routes tab; its Gear tab presents a sheet, its Notes tab has a focus field.
  @Test func focusDismissAndBackDriveTheMountedScreen() throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try Self.shell(
      [
        "run camp-tabs", "back", "back", "back",
        "select TabView Gear", "tap Lantern", "dismiss", "dismiss",
        "select TabView Notes", "focus Entry", "tree", "focus Nope",
      ], environment: project.environment)
    let output = result.standardOutput
    // back pops the two pushed screens, then says nothing is pushed.
    let backs = output.components(separatedBy: "lessons(camp-tabs)> back").dropFirst()
    #expect(backs.count == 3, "\(output)")
    #expect(backs.prefix(2).allSatisfy { $0.contains("LegScreen discarded with its state") }, "\(output)")
    #expect(result.standardError.contains("no view is pushed on a NavigationStack"))
    // dismiss: the sheet's state is discarded; with no sheet left, a clear error.
    let dismissed = try #require(output.range(of: "lessons(camp-tabs)> dismiss"))
    #expect(output[dismissed.upperBound...].contains("GearSheet discarded with its state"))
    #expect(result.standardError.contains("no sheet is presented"))
    let afterFocus = try #require(output.range(of: "lessons(camp-tabs)> tree"))
    #expect(output[afterFocus.upperBound...].contains("TextField \"Entry\": \"\" (focused)"), "\(output)")
    #expect(result.standardError.contains("No text field labelled \"Nope\""))
  }

  /// The course's first lesson whose folder declares no outside event (no `OutsideEvent(` in
  /// its Swift files), found in `Lessons/`.
  static func lessonWithoutEvents() throws -> String {
    let lessons = SourceTree.url("Lessons")
    let folder = CourseLessonFolder.all(in: lessons).first { folder in
      let url = lessons.appendingPathComponent(folder)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return !files.filter { $0.hasSuffix(".swift") }.contains { file in
        (try? String(contentsOf: url.appendingPathComponent(file), encoding: .utf8))?.contains(
          "OutsideEvent(") == true
      }
    }
    return CourseLessonFolder.id(of: try #require(folder, "every lesson of the course has outside events"))
  }

  @Test func anAppWithoutOutsideEventsSaysSo() throws {
    let lesson = try Self.lessonWithoutEvents()
    let result = try Self.shell(["run \(lesson)", "event", "event tick"])
    #expect(!result.standardOutput.contains("event ()"))
    #expect(result.standardOutput.contains("(it has no outside events)"))
    #expect(result.standardError.contains("\(lesson) has no outside events; poke it with tap"))
    // With events, a bare `event` lists them (the fixture course's stepper lesson).
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let withEvents = try Self.shell(["run volume-copy", "event"], environment: project.environment)
    #expect(
      withEvents.standardError.contains("This app's events: quiet-hours"), "\(withEvents.standardError)")
  }

  /// `event NAME N` sends the event N times, each a step with its own pass, as a script's line does.
  @Test func anEventWithACountIsSentThatManyTimes() throws {
    // The fixture course's stepper lesson: each party turns the speaker up a notch.
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try Self.shell(
      ["run volume-copy", "counts", "event party 3", "counts", "event party 1001"],
      environment: project.environment)
    let counts = result.standardOutput.components(separatedBy: "Body evaluations since mount:").dropFirst()
    #expect(counts.count == 2, "\(result.standardOutput)")
    // The mount and the quiet hours ran the screen twice; three parties make it 5.
    #expect(counts.first?.contains("SpeakerScreen  2") == true, "\(counts.first ?? "")")
    #expect(counts.last?.contains("SpeakerScreen  5") == true, "\(counts.last ?? "")")
    #expect(
      result.standardError.contains(
        "Invalid value '1001' for '<count>' of 'event': expected a whole number from 1 to 1000"))
  }

  @Test func compareSaysWhatStaysMounted() throws {
    let (a, b, _) = try Self.lessons()
    let result = try Self.shell([
      "run \(a.id) --compare", "run \(b.id)", "run \(a.id) --compare", "log",
    ])
    let output = result.standardOutput.replacingOccurrences(of: "\n", with: " ")
    #expect(output.contains("--compare mounts nothing, and nothing is mounted"))
    #expect(output.contains("--compare mounts nothing: \(b.id) (broken) stays mounted"))
    // And `log` shows that app, as said.
    #expect(output.contains("Invalidation log of \(b.id) (broken) since mount"))
  }

  @Test func runningALessonMarksItStarted() throws {
    let (a, _, c) = try Self.lessons()
    let result = try Self.shell(["list", "run \(c.id)", "list"])
    let lists = result.standardOutput.components(separatedBy: "> list").dropFirst()
    try #require(lists.count == 2)
    #expect(lists.first?.contains("[ ] \(c.id)") == true)
    // `*` marks the lesson that is open, and running it opened it.
    #expect(lists.last?.contains("[~]*\(c.id)") == true)
    #expect(lists.last?.contains("[ ] \(a.id)") == true)
  }

  @Test func anEmptyTextIsAPrediction() throws {
    // The fixture course's first question asks what a stepper shows; `""` answers "nothing".
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let result = try Self.shell(["quiz volume-copy --count 1", "", "\"\""], environment: project.environment)
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
  // Tall enough that a lesson's header is still on the screen when its prompt comes back: a
  // run prints some fifty lines, and the waits below look for the header on the screen.
  @Test func thePromptFollowsTheMountedLesson() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command:
        "env LESSONS_HOME='\(home.path)' LESSONS_CACHE='\(ScratchProject.sharedCache.path)' "
        + "LESSONS_WORKSPACE='\(home.path)/Exercises' LANG=C.UTF-8 TERM=xterm NO_COLOR=1 '\(LessonsBinary.url!.path)'; "
        + "echo \"[exit $?]\"; sleep 60", columns: 100, rows: 120)
    defer { tmux.close() }
    let (a, b, c) = try InstructorShellTests.lessons()
    try tmux.waitForPrompt()
    try tmux.type("run \(a.id)")
    try tmux.send("Enter")
    var screen = try tmux.waitForPrompt(after: "The app stays mounted")
    #expect(screen.split(separator: "\n").last?.hasPrefix("lessons(\(a.id))>") == true)
    try tmux.type("open \(b.id)")
    try tmux.send("Enter")
    try tmux.waitForPrompt(after: "Opened \(b.id)")
    try tmux.type("run \(c.id)")
    try tmux.send("Enter")
    screen = try tmux.waitForPrompt(after: "\(c.id) — \(c.title) (broken version)")
    #expect(screen.split(separator: "\n").last?.hasPrefix("lessons(\(c.id))>") == true)
    try tmux.type("run --fixed")
    try tmux.send("Enter")
    screen = try tmux.waitForPrompt(after: "\(c.id) — \(c.title) (fixed version)")
    #expect(!screen.contains("Missing <id>"))
    #expect(!screen.contains("\(b.id) — \(b.title) (fixed version)"))
    #expect(try tmux.endWithControlD().contains("[exit 0]"))
  }
}
