import Foundation
import TestSupport
import Testing

@testable import LessonsShell

/// The lesson commands through the shell: `run` streams a scenario and exits
/// by the lesson's claim, the mounted app answers the scenario verbs, `show`
/// and `code` print the compiled code. The lesson is the fixture course's stepper
/// lesson (`Tests/Fixtures/Course/01-volume-copy`), or one found in the course.
@MainActor
struct LessonCommandTests {
  /// A shell on the fixture course.
  static func fixtureShell(mode: ShellMode = .script, width: Int) -> TestShell {
    TestShell(mode: mode, width: width, course: ProjectCopy.fixtureCourse)
  }

  @Test func runExitsZeroWhenTheClaimHolds() async {
    for arguments in [["run", "volume-copy"], ["run", "volume-copy", "--fixed"]] {
      let shell = Self.fixtureShell(mode: .command, width: 200)
      #expect(await shell.execute(arguments) == .success, "\(arguments)")
      #expect(shell.output.standardError.isEmpty, "\(shell.output.standardError)")
    }
  }

  /// A course lesson whose verdict differs by era (its folder keeps an Xcode 26 golden
  /// transcript with another verdict) holds its claim in both eras, each with its era's verdict.
  @Test func aLessonRunsInBothErasWithEachErasVerdict() async throws {
    func verdict(_ text: String) -> String? {
      text.split(separator: "\n").first { $0.hasPrefix("Verdict:") }.map(String.init)
    }
    let lessons = SourceTree.url("Lessons")
    let found = CourseLessonFolder.all(in: lessons).lazy.compactMap { folder -> (String, [String: String])? in
      let golden = lessons.appendingPathComponent("\(folder)/.golden")
      guard
        let older = try? String(
          contentsOf: golden.appendingPathComponent("broken.xcode26.txt"), encoding: .utf8),
        let newer = try? String(contentsOf: golden.appendingPathComponent("broken.txt"), encoding: .utf8),
        let old = verdict(older), let new = verdict(newer), old != new
      else { return nil }
      return (CourseLessonFolder.id(of: folder), ["26": old, "27": new])
    }.first
    let (lesson, verdicts) = try #require(
      found, "no lesson of the course has a verdict of its own in Xcode 26")
    for (xcode, expected) in verdicts.sorted(by: { $0.key < $1.key }) {
      // Wide enough that the verdict does not wrap.
      let shell = TestShell(mode: .command, width: 10_000)
      #expect(await shell.execute(["run", lesson, "--xcode", xcode]) == .success, "\(lesson) \(xcode)")
      #expect(verdict(shell.output.standardOutput) == expected, "\(lesson) \(xcode)")
    }
  }

  @Test func runPrintsTheSameTranscriptAsTheGoldenFile() async throws {
    // Wide enough that no line wraps: then the shell prints the transcript verbatim.
    let shell = Self.fixtureShell(mode: .command, width: 400)
    #expect(await shell.execute(["run", "volume-copy", "--fixed"]) == .success)
    let golden = try String(
      contentsOf: ProjectCopy.fixtureCourse.appendingPathComponent("01-volume-copy/.golden/fixed.txt"),
      encoding: .utf8)
    #expect(shell.output.standardOutput == golden)
  }

  @Test func pokesPrintTheirOwnLogLines() async {
    let shell = Self.fixtureShell(width: 200)
    let status = await shell.run(
      script: """
        open volume-copy
        run --fixed
        inc Volume
        counts
        """)
    #expect(status == .success)
    let text = shell.output.standardOutput
    let afterRun = String(text[text.range(of: "afresh.\n")!.upperBound...])
    #expect(
      afterRun == """
           ⚡ Speaker.volume changed → SpeakerScreen invalidated
           ⚡ Speaker.volume changed → VolumeStepper invalidated
           SpeakerScreen: @dependencies changed.
           VolumeStepper: @dependencies changed.
           · RoomField: body skipped, inputs unchanged (compared field by field)
           └ pass 5: 2 bodies evaluated, 1 skipped
        Body evaluations since mount:
           SpeakerScreen  5
           VolumeStepper  5
           RoomField      1

        """)
  }

  @Test func mistakesAreErrorsAndTheShellGoesOn() async {
    let shell = Self.fixtureShell(width: 200)
    let status = await shell.run(
      script: """
        run volume-copy
        type Rom "x"
        event redo
        tree
        """)
    #expect(status == .failure)
    #expect(
      shell.output.standardError == """
        Error: No text field labelled "Rom" on screen. On screen: "Room". Did you mean "Room"?
        Error: No outside event named "redo". This app has: quiet-hours, party.

        """)
    #expect(
      shell.output.standardOutput.hasSuffix(
        """
        SpeakerScreen
          VStack
            Text "Speaker: 2"
            VolumeStepper
              Stepper "Volume": 6
            RoomField
              TextField "Room": "Kitchen"

        """))
  }

  @Test func completionOffersTheMountedLabelsAndEvents() async {
    let shell = Self.fixtureShell(width: 200)
    _ = await shell.run(script: "run volume-copy\n")
    let scenario = shell.session.mountedScenario
    #expect(scenario?.lessonID == "volume-copy")
    #expect(scenario?.controlLabels == ["Volume", "Room"])
    #expect(scenario?.eventNames == ["quiet-hours", "party"])
  }

  @Test func remountMountsTheSameVersionAfresh() async {
    let shell = Self.fixtureShell(width: 200)
    _ = await shell.run(
      script: """
        run volume-copy
        remount
        type Room "Hall"
        tree
        """)
    let text = shell.output.standardOutput
    #expect(text.contains("Mounted volume-copy (broken) again, with fresh state.\n"))
    #expect(text.contains("      TextField \"Room\": \"Hall\"\n"), "\(text)")
  }

  @Test func codeShowsTheCompiledFileOfTheOpenLesson() async {
    let shell = Self.fixtureShell(width: 80)
    #expect(await shell.run(script: "open volume-copy\ncode fixed\n") == .success)
    let text = shell.output.standardOutput
    #expect(text.contains("Fixed version of volume-copy\n"))
    #expect(text.contains("── 01-volume-copy/VolumeCopy+Fixed.swift ─"))
    #expect(text.contains("    @Bindable var speaker: Speaker\n"))
    #expect(!text.contains("import StateRuntime"))
  }

  @Test func showPrintsStoryOwnershipAndBothVersions() async {
    let shell = Self.fixtureShell(mode: .command, width: 80)
    #expect(await shell.execute(["show", "volume-copy"]) == .success)
    let text = shell.output.standardOutput
    for expected in [
      "1. The volume that never reaches the speaker  (volume-copy)\n", "Who owns the speaker's volume?\n",
      "Shared by both versions\n", "Broken version\n", "Fixed version\n",
      "── 01-volume-copy/VolumeCopy+Broken.swift ─", "── 01-volume-copy/VolumeCopy+Fixed.swift ─",
      "── 01-volume-copy/Speaker.swift ─",
    ] {
      #expect(text.contains(expected), "missing \(expected)\n\(text)")
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 })
  }
}

/// `lessons run` as a process: the exit status is the lesson's claim.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct LessonRunBinaryTests {
  /// Runs the binary on a project whose course is the fixture course.
  static func runOnFixture(_ arguments: [String], input: String = "") throws -> LessonsBinary.Result {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    return try LessonsBinary.run(arguments, input: input, environment: project.environment)
  }

  @Test func runExitStatusIsTheClaim() throws {
    let broken = try Self.runOnFixture(["run", "volume-copy"])
    #expect(broken.status == 0)
    #expect(
      broken.standardOutput.hasPrefix(
        "volume-copy — The volume that never reaches the speaker (broken version)\n"),
      "\(broken.standardOutput)")
    #expect(broken.standardOutput.contains("\nVerdict: Bug reproduced. "))
    #expect(!broken.standardOutput.contains("\u{1B}"))
    let fixed = try Self.runOnFixture(["run", "volume-copy", "--fixed"])
    #expect(fixed.status == 0)
    #expect(fixed.standardOutput.contains("\nVerdict: Fix holds. "))
  }

  /// `select` is a shell verb as it is a script's and a scenario's: the tab a lesson's step picks, picked by
  /// hand, on the fixture course's tab lesson (a TabView of Notes, Gear and Routes).
  @Test func selectPicksATabInTheMountedLesson() throws {
    let result = try Self.runOnFixture(
      [],
      input: """
        run camp-tabs
        remount
        select TabView Routes
        tree
        select Nowhere

        """)
    #expect(result.status == 1)
    let picked = result.standardOutput.components(separatedBy: "again, with fresh state.").last ?? ""
    // After the remount the Routes tab is built only when it is picked, and the Gear tab not at all.
    #expect(picked.contains("= CampApp._pane: notes → routes"), "\(picked)")
    #expect(picked.contains("+ RoutesTab._path created = []"), "\(picked)")
    #expect(picked.contains("Picker \"TabView\": Routes"), "\(picked)")
    #expect(!picked.contains("GearTab"), "\(picked)")
    #expect(result.standardError.contains("Nowhere"), "\(result.standardError)")
  }

  @Test func pipedShellRunStaysMountedAndStepsOnReturn() throws {
    let result = try Self.runOnFixture([], input: "run volume-copy --step\n\n\n\nevent party\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains("Next: 3. Quiet hours begin. Press Return… \n3. Quiet hours begin"),
      "\(result.standardOutput)")
    #expect(result.standardOutput.contains("\nVerdict: Bug reproduced. "))
    // The poke after the run: the party reaches the speaker, and the stepper keeps its copy.
    #expect(
      result.standardOutput.hasSuffix(
        """
        'remount' mounts it afresh.
           ⚡ Speaker.volume changed → SpeakerScreen invalidated
           SpeakerScreen: @dependencies changed.
           ~ VolumeStepper._level: initial value 3 evaluated and thrown away; keeps 6
           ≠ VolumeStepper: `_level` differs (compared field by field)
           VolumeStepper: @self changed.
           · RoomField: body skipped, inputs unchanged (compared field by field)
           └ pass 3: 2 bodies evaluated, 1 skipped

        """), "\(result.standardOutput)")
  }
}
