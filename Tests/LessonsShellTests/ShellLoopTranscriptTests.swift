import Foundation
import TestSupport
import Testing
import WorkbenchSupport

@testable import LessonsShell

/// Drives the shell loop with piped input and compares everything it printed.
@MainActor
struct ShellLoopTranscriptTests {
  /// The course's first lesson and its title, found in `Lessons/`.
  static let first = CourseExercise.all().first

  @Test func aSessionReadsLikeATranscript() async throws {
    let first = try #require(Self.first)
    let shell = TestShell(extraCommands: [StubCommand(name: "failing", result: .failure)])
    let status = await shell.run(
      script: """
        open \(first.id)
        lsit
        show --fixd
        tap Save
        failing
        quit
        list
        """)
    #expect(status == .failure)
    #expect(
      shell.output.text == """
        Opened \(first.id): \(first.title).
        Next: 'show' to read the story, 'run' to watch the bug happen.
        Error: Unknown command 'lsit'. Did you mean 'list'?
        Error: Unknown option '--fixd' for 'show'.
        Usage: show <id>
        Error: 'tap' needs a mounted scenario, and none is mounted.
        Mount one with 'run ID' (see 'list' for ids).
        failing ran

        """)
  }

  /// The lines `list` prints for the catalog's lessons, none started: the mark, `*` on the
  /// open one, the id in a column as wide as the longest id and two spaces, the title.
  static func listLines(open: String?) -> String {
    // The whole course: the lessons compiled into the tool and those loaded at run time.
    let home = FileManager.default.temporaryDirectory
    let course = WorkbenchCatalog(stateDirectory: StateDirectory(url: home, cacheURL: home)).lessons
    let width = course.map(\.id.count).max()! + 2
    return course.map { lesson in
      let id = lesson.id.padding(toLength: width, withPad: " ", startingAt: 0)
      return "  [ ]\(lesson.id == open ? "*" : " ")\(id)\(lesson.title)"
    }.joined(separator: "\n")
  }

  @Test func listShowsMarksNotJustColour() async {
    let open = CourseExercise.id(2)
    let shell = TestShell(openLesson: open)
    #expect(await shell.run(script: "list\n") == .success)
    #expect(
      shell.output.text == """
        Lessons
        \(Self.listLines(open: open))

        Exercises
        \(Self.listLines(open: nil))

        [ ] not started  [~] started  [x] done  * open

        """)
  }

  @Test func scenarioVerbsReachTheMountedScenario() async {
    let scenario = FakeScenario()
    let shell = TestShell(scenario: scenario)
    let status = await shell.run(
      script: """
        tap Save
        type Title "New title"
        toggle Wi-Fi
        inc Quantity
        dec Quantity
        select Vanilla
        select Flavor Vanilla
        submit Search
        focus Title
        dismiss
        back
        event undo
        tree
        log
        counts
        remount
        tap
        """)
    #expect(status == .usageError)
    #expect(
      scenario.actions == [
        .tap("Save"), .type("New title", into: "Title"), .toggle("Wi-Fi"), .increment("Quantity"),
        .decrement("Quantity"), .control(.select("Vanilla", in: nil)),
        .control(.select("Vanilla", in: "Flavor")),
        .control(.submit("Search")), .focus("Title"), .dismiss, .goBack, .event("undo"), .tree, .log, .counts,
        .remount,
      ])
    #expect(shell.output.standardError == "Error: Missing <label> for 'tap'.\nUsage: tap <label>\n")
  }

  @Test func badInputGetsAnErrorLineAndTheShellGoesOn() async {
    let shell = TestShell()
    var bytes: [UInt8] = []
    bytes += Array("li\u{7}st\n".utf8)
    bytes += [0x6C, 0xFF, 0x0A]
    bytes += [UInt8](repeating: 0x61, count: 5000) + [0x0A]
    bytes += Array("type \"open\n".utf8)
    bytes += Array("--version\n".utf8)
    let status = await shell.run(bytes: bytes)
    #expect(status == .usageError)
    #expect(
      shell.output.text == """
        Error: The line contains the control character U+0007 at column 3; it was ignored.
        Error: The line is not valid UTF-8; it was ignored.
        Error: The line is 5000 bytes long; the limit is 4096. It was ignored.
        Error: Missing closing ": the quote opened in this line is never closed.
        lessons 0.1.0

        """)
  }

  @Test func exitStatusIsTheLastFailure() async {
    #expect(await TestShell().run(script: "list\nhelp\n") == .success)
    #expect(await TestShell().run(script: "lsit\nlist\n") == .usageError)
    let shell = TestShell(extraCommands: [StubCommand(name: "failing", result: .failure)])
    #expect(await shell.run(script: "lsit\nfailing\nlist\n") == .failure)
    #expect(await TestShell().run(script: "") == .success)
  }

  @Test func helpForOneCommand() async {
    let shell = TestShell(width: 60)
    #expect(await shell.run(script: "check --help") == .success)
    #expect(
      shell.output.text == """
        Usage: check [<id> ...] [--all] [--summary] [--json] [--junit <file>] [--timeout <seconds>]

        Compile your exercise file with its checks and report what
        is still wrong.

        Checks the given exercises, all of them with --all, or the
        open lesson's exercise. Exits with 1 when a check fails.

        Arguments:
          <id>  Exercise ids (see 'list'). Defaults to the lesson
                opened with 'open'.

        Options:
          --all                Check every exercise.
          --summary            One line per exercise instead of
                               every check and log.
          --json               Print the results as JSON (for tools
                               and CI).
          --junit <file>       Also write the results to this file
                               as JUnit XML (for CI and graders).
          --timeout <seconds>  Give up on a check run after this
                               long.
          -h, --help           Show this help.

        """)
  }

  @Test func theOverviewFitsTheWidth() async {
    for width in [40, 80, 120] {
      let shell = TestShell(width: width)
      #expect(await shell.run(script: "help") == .success)
      let lines = shell.output.text.split(separator: "\n")
      #expect(lines.filter { $0.count > width } == [], "width \(width)")
      #expect(lines.contains { $0.hasPrefix("  tap ") })
    }
  }

  @Test func promptNamesTheOpenLesson() {
    let open = CourseExercise.id(3)
    let shell = TestShell(openLesson: open)
    let loop = ShellLoop(context: shell.context, reader: StreamLineReader(text: ""))
    #expect(loop.prompt == "lessons(\(open))> ")
    shell.session.currentLessonID = nil
    #expect(loop.prompt == "lessons> ")
    shell.session.mountedScenario = FakeScenario()
    #expect(loop.prompt == "lessons(\(FakeScenario().lessonID))> ")
  }
}
