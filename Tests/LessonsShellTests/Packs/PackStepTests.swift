import Foundation
import TestSupport
import Testing

/// `run ID --step` for a pack lesson, through the `lessons` binary as an instructor drives
/// it with piped lines: the pauses (Return, tree, log, a poke, back, replay, quit), the
/// fixed version, and a step at which the lesson's program crashes or hangs.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PackStepTests {
  /// The draft-branch lesson of ``PackBinaryTests`` in a pack, its programs' files in a
  /// temporary folder of their own: their command lines name it, so the test can count them.
  struct Pack {
    let workspace: PackBinaryTests.Workspace
    var temporary: URL { workspace.project.root.appendingPathComponent("tmp") }

    init(broken: String = PackBinaryTests.brokenSource, scenario: String = PackBinaryTests.scenario) throws {
      workspace = try PackBinaryTests.Workspace()
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      let made = try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path])
      try #require(made.status == 0, "\(made.standardOutput)\(made.standardError)")
      try workspace.write(PackBinaryTests.lessonText, to: "lesson.md")
      try workspace.write(broken, to: "Broken.swift")
      try workspace.write(PackBinaryTests.fixedSource, to: "Fixed.swift")
      try workspace.write(scenario, to: "scenario.play")
    }

    /// `lessons --pack PACK ARGUMENTS` with `input` piped in.
    func lessons(_ arguments: [String], input: String = "") throws -> LessonsBinary.Result {
      try workspace.lessons(
        ["--pack", workspace.pack.path] + arguments, input: input, environment: environment)
    }

    /// The shell (`lessons --pack PACK`) running, to be talked to over time.
    func shell() throws -> RunningBinary {
      try RunningBinary(
        ["--pack", workspace.pack.path],
        environment: workspace.project.environment.merging(environment) { $1 })
    }

    private var environment: [String: String] { ["TMPDIR": temporary.path] }

    /// The lesson's programs running now (their supervisors and sandboxes not counted).
    var programs: [Int32] {
      ProcessTable.entries().filter { $0.isLive && $0.command.hasPrefix(temporary.path) }.map(\.pid)
    }

    /// The processes left of its programs, after waiting a few seconds for them to go.
    var survivors: [Int32] { ProcessTable.survivors(containing: temporary.path) }

    func remove() { workspace.project.remove() }
  }

  /// The crash of ``PackBinaryTests``: the broken version's Compact button ends the program.
  static let crashingSource = PackBinaryTests.brokenSource.replacingOccurrences(
    of: "Toggle(\"Compact\", isOn: $compact)", with: "Button(\"Compact\") { fatalError(\"boom\") }")
  static let tappingScenario = PackBinaryTests.scenario.replacingOccurrences(
    of: "toggle Compact", with: "tap Compact")

  /// The verdict of a run that stopped at step 3, as the pipe's 80 columns wrap it.
  static let cannotPerformStep3 =
    "Verdict: Bug NOT reproduced: the lesson's claim did not hold. Step 3 (Switch to\n  compact) could not be performed.\n"

  /// A walk's output as `run` prints it: without the step mode's reminder and its pauses' prompts.
  static func withoutPauses(_ output: String) -> [Substring] {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    if let firstPause = lines.firstIndex(where: { $0.hasPrefix("Next: ") }) {
      lines.removeSubrange(1..<firstPause)
    }
    lines.removeAll { $0.hasPrefix("Next: ") }
    return lines
  }

  @Test(arguments: [[], ["--fixed"]])
  func returnAtEachPauseRunsTheStepsRunPrintsAndItsVerdict(variant: [String]) throws {
    let pack = try Pack()
    defer { pack.remove() }
    let run = try pack.lessons(["run", "draft-branch"] + variant)
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    let walked = try pack.lessons(["run", "draft-branch", "--step"] + variant, input: "\n\n\n")
    #expect(walked.status == 0, "\(walked.standardOutput)\(walked.standardError)")
    let output = walked.standardOutput
    let version = variant.isEmpty ? "broken" : "fixed"
    #expect(
      output.hasPrefix("draft-branch — The draft that vanishes (\(version) version)\nStep mode: Return runs"))
    #expect(output.contains("Next: 1. Open the notes. Press Return… \n1. Open the notes  [mount]\n"))
    #expect(
      output.contains(
        "Next: 3. Switch to compact. Press Return… \n3. Switch to compact  [toggle \"Compact\"]\n"))
    // The verdict ends it, as it ends `run` (wrapped at the pipe's 80 columns).
    let verdict =
      variant.isEmpty ? "Verdict: Bug reproduced. The compact" : "Verdict: Fix holds. One field lived"
    let lastLine = output.split(separator: "\n").last { !$0.hasPrefix("  ") }
    #expect(lastLine?.hasPrefix(verdict) == true, "\(output)")
    // The steps read as `run` prints them, line for line.
    #expect(Self.withoutPauses(output) == Self.withoutPauses(run.standardOutput), "\(output)")
    #expect(pack.survivors.isEmpty)
  }

  @Test func thePausesLookPokeGoBackAndQuit() throws {
    let pack = try Pack()
    defer { pack.remove() }
    let handout = pack.workspace.pack.appendingPathComponent("session.md")
    let input = [
      "", "", "tree", "type Note \"Tea\"", "log", "log --markdown \(handout.path)", "back", "tree", "replay",
      "back",
      "quit", "",
    ]
    let walked = try pack.lessons(
      ["--echo", "run", "draft-branch", "--step"], input: input.joined(separator: "\n") + "\n")
    #expect(walked.status == 0, "\(walked.standardOutput)\(walked.standardError)")
    let output = walked.standardOutput
    let pause = "Next: 3. Switch to compact. Press Return… "
    // tree: the screen the two steps left.
    #expect(output.contains(pause + "tree\nNotesScreen\n"), "\(output)")
    #expect(output.contains("TextField \"Note\": \"Buy milk\""), "\(output)")
    // The poke changes the draft, and log shows it after the steps' stretches.
    #expect(
      output.contains(pause + "type Note \"Tea\"\n   = MemoLine._draft: \"Buy milk\" → \"Tea\""), "\(output)"
    )
    #expect(
      output.contains(
        pause + "log\nInvalidation log of draft-branch (broken) since mount:\n"
          + " step 1 · Open the notes\n   + NotesScreen._compact created = false"), "\(output)")
    #expect(
      output.contains(
        " step 2 · Type a note\n   = MemoLine._draft: \"\" → \"Buy milk\"\n"
          + " you · type \"Tea\" into \"Note\"\n   = MemoLine._draft: \"Buy milk\" → \"Tea\"\n" + pause),
      "\(output)")
    // The session exported there credits the steps to the script and the poke to the instructor.
    let session = try String(contentsOf: handout, encoding: .utf8)
    #expect(session.contains("## 2. Type a note\n"), "\(session)")
    #expect(session.contains("## 3. you · type \"Tea\" into \"Note\"\n"), "\(session)")
    #expect(session.contains("2 scripted steps of "), "\(session)")
    #expect(session.contains(" and 1 of your own since the mount."), "\(session)")
    // back drops the poke: a fresh program, the two steps replayed.
    #expect(
      output.contains(
        pause + "back\nBack on the script: remounted and replayed steps 1–2; your pokes are gone.\n"
          + pause + "tree\nNotesScreen\n"), "\(output)")
    let afterBack = output.components(separatedBy: "your pokes are gone.").last ?? ""
    #expect(afterBack.contains("TextField \"Note\": \"Buy milk\""), "\(afterBack)")
    #expect(
      afterBack.contains(
        "Replaying step 2 from the state before it (remounted and replayed step 1):\n"
          + "2. Type a note  [type \"Buy milk\" into \"Note\"]\n   = MemoLine._draft: \"\" → \"Buy milk\""),
      "\(afterBack)")
    #expect(output.contains(pause + "back\nBack before step 2: remounted and replayed step 1.\n"))
    // quit outside the shell: nothing is left mounted, and the command ends.
    #expect(
      output.hasSuffix("Next: 2. Type a note. Press Return… quit\nStopped before step 2.\n"), "\(output)")
    #expect(!output.contains("3. Switch to compact  ["))
    #expect(pack.survivors.isEmpty)
  }

  @Test func inTheShellOneProgramRunsAndQuitLeavesItMounted() async throws {
    let pack = try Pack()
    defer { pack.remove() }
    let shell = try pack.shell()
    shell.write("run draft-branch --step\n\n\n")
    #expect(
      await shell.waitFor("Next: 3. Switch to compact. Press Return… "), "\(shell.output)\(shell.errorOutput)"
    )
    #expect(await Self.eventually { pack.programs.count == 1 }, "\(pack.programs)")
    // Going back starts a new program for the replay and ends the old one.
    shell.write("back\n")
    #expect(await shell.waitFor("Back before step 2: remounted and replayed step 1."))
    #expect(await Self.eventually { pack.programs.count == 1 }, "\(pack.programs)")
    shell.write("\nquit\n")
    #expect(await shell.waitFor("Stopped before step 3; the app stays mounted."), "\(shell.output)")
    // The shell's verbs act on the app the walk left: the draft typed, then the bug.
    shell.write("tree\ntoggle Compact\ncounts\n")
    #expect(await shell.waitFor("▸ counts"), "\(shell.output)\(shell.errorOutput)")
    shell.closeInput()
    #expect(await shell.wait() == 0)
    let afterQuit = shell.output.components(separatedBy: "the app stays mounted.").last ?? ""
    #expect(afterQuit.contains("TextField \"Note\": \"Buy milk\""), "\(afterQuit)")
    #expect(afterQuit.contains("= NotesScreen._compact: false → true"), "\(afterQuit)")
    #expect(afterQuit.contains("MemoLine discarded with its state: _draft = \"Buy milk\""), "\(afterQuit)")
    #expect(pack.survivors.isEmpty)
  }

  @Test func aCrashAtAStepIsReportedThereAndEndsTheWalk() throws {
    let pack = try Pack(broken: Self.crashingSource, scenario: Self.tappingScenario)
    defer { pack.remove() }
    let run = try pack.lessons(["run", "draft-branch"])
    #expect(run.status == 1)
    // More lines than pauses: the walk must end at the crash, not wait at a fourth.
    let walked = try pack.lessons(["run", "draft-branch", "--step"], input: "\n\n\n\n\n")
    #expect(walked.status == 1, "\(walked.standardOutput)\(walked.standardError)")
    let output = walked.standardOutput
    #expect(
      output.contains(
        "Next: 3. Switch to compact. Press Return… \n3. Switch to compact  [tap \"Compact\"]\n"
          + "   ✗ could not perform the step: The program stopped: Fatal error: boom (at"), "\(output)")
    #expect(output.contains(Self.cannotPerformStep3), "\(output)")
    #expect(!output.contains("Next: 4."))
    #expect(Self.withoutPauses(output) == Self.withoutPauses(run.standardOutput), "\(output)")
    #expect(pack.survivors.isEmpty)

    // In the shell nothing stays mounted after the crash, and the shell goes on.
    let shell = try pack.lessons(["--echo"], input: "run draft-branch --step\n\n\n\ntree\nlist\n")
    #expect(shell.standardOutput.contains(Self.cannotPerformStep3))
    #expect(!shell.standardOutput.contains("the app stays mounted"))
    #expect(shell.standardError.contains("Error: 'tree' needs a mounted scenario"), "\(shell.standardError)")
    #expect(shell.standardOutput.contains("Lessons from the pack"), "\(shell.standardOutput)")
    #expect(pack.survivors.isEmpty)
  }

  /// The step waits for ever rather than spins: the limit is wall time either way, and a spin
  /// would take a core from the rest of the suite for the whole 10 s (`PlayTerminalTests`
  /// stops a spinning play).
  @Test func aHangAtAStepIsReportedThereAfterTheTimeLimit() throws {
    let pack = try Pack(
      broken: "import Foundation\n"
        + Self.crashingSource.replacingOccurrences(
          of: "fatalError(\"boom\")", with: "while true { usleep(10_000) }"),
      scenario: Self.tappingScenario)
    defer { pack.remove() }
    let walked = try pack.lessons(["run", "draft-branch", "--step"], input: "\n\n\n\n")
    #expect(walked.status == 1, "\(walked.standardOutput)\(walked.standardError)")
    #expect(
      walked.standardOutput.contains(
        "3. Switch to compact  [tap \"Compact\"]\n   ✗ could not perform the step: The program did not "
          + "finish in time: look for a\n"), "\(walked.standardOutput)")
    #expect(walked.standardOutput.contains(Self.cannotPerformStep3))
    #expect(pack.survivors.isEmpty)
  }

  /// Whether `condition` holds within five seconds (a closed program takes a moment to go).
  static func eventually(_ condition: () -> Bool) async -> Bool {
    let giveUp = Date().addingTimeInterval(5)
    while !condition() {
      if Date() >= giveUp { return false }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return true
  }
}
