import Foundation
import TestSupport
import Testing

/// The shell on a real pseudo-terminal (tmux): completion, history, UTF-8, Ctrl-C, Ctrl-D.
///
/// Skipped when tmux is not installed; CI installs it.
@Suite(
  .enabled(if: TmuxSession.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct TerminalSessionTests {
  private func startShell(home: URL, environment: String = "") throws -> TmuxSession {
    let binary = LessonsBinary.url!.path
    LessonsBinary.warmSharedCache()
    return try TmuxSession(
      command:
        "env -u NO_COLOR LESSONS_HOME='\(home.path)' LESSONS_CACHE='\(ScratchProject.sharedCache.path)' "
        + "LESSONS_WORKSPACE='\(home.path)/Exercises' LANG=C.UTF-8 TERM=xterm \(environment) '\(binary)'; "
        + "echo \"[exit $?]\"; sleep 60")
  }

  @Test func completionHistoryUTF8AndControlKeys() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    // A lesson whose first three letters start no other id, so Tab completes it alone, and
    // the course's last lesson, which `list` shows: found in Lessons/.
    let exercises = CourseExercise.all()
    let ids = exercises.map(\.id)
    let open = try #require(
      exercises.first { lesson in ids.filter { $0.hasPrefix(lesson.id.prefix(3)) }.count == 1 })
    let last = try #require(ids.last)
    let tmux = try startShell(home: home)
    try #require(tmux.waitFor { $0.contains("lessons>") }.contains("lessons>"))

    // Tab completes a command, then an id.
    try tmux.type("li")
    try tmux.send("Tab")
    #expect(try tmux.waitFor { $0.contains("lessons> list") }.contains("lessons> list"))
    try tmux.send("Enter")
    #expect(try tmux.waitForPrompt(after: "[x] done").contains("  [ ] \(last) "))
    try tmux.type("open \(open.id.prefix(3))")
    try tmux.send("Tab")
    try tmux.send("Enter")
    #expect(
      try tmux.waitForPrompt(after: "Opened \(open.id)")
        .contains("Opened \(open.id): \(open.title)."))

    // UTF-8 reaches the parser intact and is quoted back.
    try tmux.type("show héllo→ü")
    try tmux.send("Enter")
    #expect(
      try tmux.waitForPrompt(after: "Unknown lesson")
        .contains("Error: Unknown lesson 'héllo→ü'."))

    // Ctrl-C abandons the line and gives a fresh prompt; nothing runs.
    try tmux.type("run --fi")
    try tmux.send("Tab")
    #expect(try tmux.waitFor { $0.contains("run --fixed") }.contains("run --fixed"))
    try tmux.send("C-c")
    // The line ends in ^C and the next line is a fresh prompt: nothing ran in between.
    let afterInterrupt = try tmux.waitFor { $0.hasSuffix("^C\nlessons(\(open.id))>\n") }
    let lines = afterInterrupt.split(separator: "\n")
    #expect(lines.last == "lessons(\(open.id))>")
    #expect(lines.dropLast().last?.hasPrefix("lessons(\(open.id))> run --fixed") == true)
    #expect(lines.dropLast().last?.hasSuffix("^C") == true)

    // Up recalls the last line that was entered (the abandoned one is not history).
    try tmux.send("Up")
    #expect(
      try tmux.waitFor { $0.hasSuffix("lessons(\(open.id))> show héllo→ü\n") }
        .hasSuffix("lessons(\(open.id))> show héllo→ü\n"))
    try tmux.send("C-u")

    // Ctrl-D on an empty line leaves cleanly, and history was saved in libedit's format.
    #expect(try tmux.endWithControlD().contains("[exit 0]"))
    let history = try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
    #expect(history.hasPrefix("_HiStOrY_V2_\n"))
    #expect(history.contains("open\\040\(open.id)"))
  }

  @Test func historySurvivesARestart() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    do {
      let first = try startShell(home: home)
      try #require(first.waitFor { $0.contains("lessons>") }.contains("lessons>"))
      try first.type("progress")
      try first.send("Enter")
      try first.waitForPrompt(after: "Practise with 'quiz ID'")
      try first.type("quit")
      try first.send("Enter")
      try #require(first.waitFor { $0.contains("[exit ") }.contains("[exit 0]"))
    }
    let second = try startShell(home: home)
    try #require(second.waitFor { $0.contains("lessons>") }.contains("lessons>"))
    try second.send("Up")
    try second.send("Up")
    #expect(try second.waitFor { $0.hasSuffix("lessons> progress\n") }.hasSuffix("lessons> progress\n"))
  }

  @Test func colourOnATerminalUnlessNoColor() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    for (environment, expectsColour) in [("", true), ("NO_COLOR=1", false)] {
      let tmux = try startShell(home: home, environment: environment)
      try #require(tmux.waitFor { $0.contains("lessons>") }.contains("lessons>"))
      try tmux.type("list")
      try tmux.send("Enter")
      try tmux.waitFor { $0.contains("[x] done") }
      let screen = try tmux.screen(escapes: true)
      #expect(screen.contains("\u{1B}[") == expectsColour, "\(environment): \(screen)")
    }
  }

  @Test func noColorFlagTurnsColourOffForOneCommand() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let tmux = try startShell(home: home)
    try #require(tmux.waitFor { $0.contains("lessons>") }.contains("lessons>"))
    try tmux.type("list --no-color")
    try tmux.send("Enter")
    try tmux.waitFor { $0.contains("[x] done") }
    #expect(try !tmux.screen(escapes: true).contains("\u{1B}["))
  }

  @Test func ctrlCWhileACommandWaitsLeavesTheShellRunning() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let tmux = try startShell(home: home)
    try #require(tmux.waitFor { $0.contains("lessons>") }.contains("lessons>"))
    // `run --step` waits for Return before each step; Ctrl-C must stop it, not the shell.
    try tmux.type("run \(CourseExercise.id(0)) --step")
    try tmux.send("Enter")
    try #require(tmux.waitFor { $0.contains("Press Return") }.contains("Press Return"))
    try tmux.send("C-c")
    try tmux.waitForPrompt(after: "Press Return")
    try tmux.type("--version")
    try tmux.send("Enter")
    #expect(try tmux.waitFor { $0.contains("lessons 0.1.0\n") }.contains("lessons 0.1.0\n"))
    #expect(try tmux.endWithControlD().contains("[exit 0]"))
  }

  /// On a terminal, `check --all` shows each exercise as it finishes, then the reports.
  @Test func checkAllShowsLiveProgressOnATerminal() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let checked = (0..<3).map(CourseExercise.id)
    let variables = project.environment.filter { $0.key != "PATH" && $0.key != "LESSONS_HOME" }
      .map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
    let tmux = try TmuxSession(
      command:
        "env LESSONS_HOME='\(project.home.path)' LANG=C.UTF-8 TERM=xterm NO_COLOR=1 \(variables) "
        + "'\(LessonsBinary.url!.path)' check \(checked.joined(separator: " ")); echo \"[exit $?]\"; sleep 60",
      rows: 200)
    defer { tmux.close() }
    // Polled with Task.sleep: three checks take a while, and no pool thread is held meanwhile.
    var screen = try tmux.screen()
    let giveUp = Date().addingTimeInterval(240)
    while !screen.contains("[exit "), Date() < giveUp {
      try await Task.sleep(for: .milliseconds(200))
      screen = try tmux.screen()
    }
    // Each finished exercise on a line of its own, counted, with its verdict.
    for id in checked {
      #expect(
        screen.range(of: "[123]/3 \(id) ✗ failed", options: .regularExpression) != nil, "\(id):\n\(screen)")
    }
    #expect(screen.contains("3 exercises checked: 0 of 3 passed."))
  }
}
