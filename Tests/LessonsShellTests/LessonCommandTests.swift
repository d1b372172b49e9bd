import Foundation
import TestSupport
import Testing

@testable import LessonsShell

/// The lesson commands through the shell: `run` streams a scenario and exits
/// by the lesson's claim, the mounted app answers the scenario verbs, `show`
/// and `code` print the compiled code.
@MainActor
struct LessonCommandTests {
  @Test func runExitsZeroWhenTheClaimHolds() async {
    for arguments in [["run", "init-copy"], ["run", "init-copy", "--fixed"]] {
      let shell = TestShell(mode: .command, width: 200)
      #expect(await shell.execute(arguments) == .success, "\(arguments)")
      #expect(shell.output.standardError.isEmpty)
    }
  }

  /// Both eras of costly-state-init hold their claim, with different numbers of model
  /// inits and a verdict that names its era.
  @Test func costlyStateInitRunsInBothEras() async throws {
    var verdicts: [String] = []
    for xcode in ["26", "27"] {
      let shell = TestShell(mode: .command, width: 400)
      #expect(await shell.execute(["run", "costly-state-init", "--xcode", xcode]) == .success, "\(xcode)")
      let verdict = try #require(
        shell.output.standardOutput.split(separator: "\n").first { $0.hasPrefix("Verdict:") })
      verdicts.append(String(verdict))
    }
    #expect(verdicts[0].contains("Built with Xcode 26 and earlier: the database opened 4 times"))
    #expect(verdicts[1].contains("Built with Xcode 27: the database opened 1 time"))
    #expect(verdicts[1].contains("The history still loaded 4 times"))
  }

  @Test func runPrintsTheSameTranscriptAsTheGoldenFile() async throws {
    // Wide enough that no line wraps: then the shell prints the transcript verbatim.
    let shell = TestShell(mode: .command, width: 400)
    #expect(await shell.execute(["run", "identity-reset", "--fixed"]) == .success)
    let golden = try String(contentsOf: Self.golden("03-identity-reset", "fixed.txt"), encoding: .utf8)
    #expect(shell.output.standardOutput == golden)
  }

  @Test func pokesPrintTheirOwnLogLines() async {
    let shell = TestShell(width: 200)
    let status = await shell.run(
      script: """
        open binding-by-value
        run --fixed
        toggle "Download over cellular"
        counts
        """)
    #expect(status == .success)
    let text = shell.output.standardOutput
    let afterRun = String(text[text.range(of: "afresh.\n")!.upperBound...])
    #expect(
      afterRun == """
           ⚡ PodcastSettings.downloadOverCellular changed → DownloadsScreen invalidated
           DownloadsScreen: @dependencies changed.
           ≠ CellularStatus: `isOn` differs (plain data, compared bit for bit)
           CellularStatus: @self changed.
           CellularToggle: _isOn changed.
           · SkipForwardStepper: body skipped, inputs unchanged (compared field by field)
           └ pass 7: 3 bodies evaluated, 1 skipped
        Body evaluations since mount:
           DownloadsScreen     7
           SkipForwardStepper  4
           CellularStatus      3
           CellularToggle      3

        """)
  }

  @Test func mistakesAreErrorsAndTheShellGoesOn() async {
    let shell = TestShell(width: 200)
    let status = await shell.run(
      script: """
        run init-copy
        type Titel "x"
        event redo
        tree
        """)
    #expect(status == .failure)
    #expect(
      shell.output.standardError == """
        Error: No text field labelled "Titel" on screen. On screen: "Title". Did you mean "Title"?
        Error: No outside event named "redo". This app has: undo, sync.

        """)
    #expect(
      shell.output.standardOutput.hasSuffix(
        """
        ReportScreen
          VStack
            Text "Report: Q3 report (approved)"
            TitleEditor
              TextField "Title": "Q3 final"

        """))
  }

  @Test func completionOffersTheMountedLabelsAndEvents() async {
    let shell = TestShell(width: 200)
    _ = await shell.run(script: "run identity-reset\n")
    let scenario = shell.session.mountedScenario
    #expect(scenario?.lessonID == "identity-reset")
    #expect(scenario?.controlLabels == ["Reply", "Send"])
    #expect(scenario?.eventNames == ["message", "offline", "online", "open-ben"])
  }

  @Test func remountMountsTheSameVersionAfresh() async {
    let shell = TestShell(width: 200)
    _ = await shell.run(
      script: """
        run identity-reset
        remount
        type Reply "Hello"
        tree
        """)
    let text = shell.output.standardOutput
    #expect(text.contains("Mounted identity-reset (broken) again, with fresh state.\n"))
    #expect(text.contains("      TextField \"Reply\": \"Hello\"\n"))
  }

  @Test func codeShowsTheCompiledFileOfTheOpenLesson() async {
    let shell = TestShell(width: 80)
    #expect(await shell.run(script: "open init-copy\ncode fixed\n") == .success)
    let text = shell.output.standardOutput
    #expect(text.contains("Fixed version of init-copy\n"))
    #expect(text.contains("── 01-init-copy/InitCopy+Fixed.swift ─"))
    #expect(text.contains("    @Binding var title: String\n"))
    #expect(!text.contains("import StateRuntime"))
  }

  @Test func showPrintsStoryOwnershipAndBothVersions() async {
    let shell = TestShell(mode: .command, width: 80)
    #expect(await shell.execute(["show", "broad-summary"]) == .success)
    let text = shell.output.standardOutput
    for expected in [
      "4. An over-broad summary property  (broad-summary)\n", "Who owns the live prices?\n",
      "Shared by both versions\n", "Broken version\n", "Fixed version\n",
      "── 04-broad-summary/BroadSummary+Broken.swift ─", "── 04-broad-summary/BroadSummary+Fixed.swift ─",
    ] {
      #expect(text.contains(expected), "missing \(expected)")
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 })
  }

  /// A lesson's golden transcript, in the lesson's own `.golden/` folder.
  static func golden(_ lessonFolder: String, _ name: String) -> URL {
    SourceTree.url("Lessons/\(lessonFolder)/.golden/\(name)")
  }
}

/// `lessons run` as a process: the exit status is the lesson's claim.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct LessonRunBinaryTests {
  @Test func runExitStatusIsTheClaim() throws {
    let broken = try LessonsBinary.run(["run", "init-copy"])
    #expect(broken.status == 0)
    #expect(broken.standardOutput.hasPrefix("init-copy — A copy made at init time (broken version)\n"))
    #expect(broken.standardOutput.contains("\nVerdict: Bug reproduced. "))
    #expect(!broken.standardOutput.contains("\u{1B}"))
    let fixed = try LessonsBinary.run(["run", "init-copy", "--fixed"])
    #expect(fixed.status == 0)
    #expect(fixed.standardOutput.contains("\nVerdict: Fix holds. "))
  }

  /// `select` is a shell verb as it is a script's and a scenario's: the tab a lesson's step picks, picked by
  /// hand. tab-lifetime is loaded at run time, so the shell compiles it with the toolchain on the binary's PATH.
  @Test func selectPicksATabInTheMountedLesson() throws {
    let result = try LessonsBinary.run(
      [],
      input: """
        run tab-lifetime
        remount
        select TabView Map
        tree
        select Nowhere

        """)
    #expect(result.status == 1)
    let picked = result.standardOutput.components(separatedBy: "again, with fresh state.").last ?? ""
    // After the remount the Map tab is built only when it is picked.
    #expect(picked.contains("= HikingApp._pane: journal → map"), "\(picked)")
    #expect(picked.contains("+ MapTab._zoom created = 1"), "\(picked)")
    #expect(result.standardError.contains("Nowhere"), "\(result.standardError)")
  }

  @Test func pipedShellRunStaysMountedAndStepsOnReturn() throws {
    let result = try LessonsBinary.run([], input: "run init-copy --step\n\n\n\n\nevent undo\nquit\n")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Next: 4. A sync renames the report. Press Return… \n4. A sync"))
    #expect(result.standardOutput.contains("\nVerdict: Bug reproduced. "))
    // The poke after the run: undo reaches the document, and the editor throws the value away.
    #expect(
      result.standardOutput.hasSuffix(
        """
        'remount' mounts it afresh.
           ⚡ ReportDocument.title changed → ReportScreen invalidated
           ReportScreen: @dependencies changed.
           ~ TitleEditor._title: initial value "Q3 report" evaluated and thrown away;
             keeps "Q3 final"
           ≠ TitleEditor: `_title` differs (compared field by field)
           TitleEditor: @self changed.
           └ pass 5: 2 bodies evaluated

        """))
  }
}
