import Foundation
import TestSupport
import Testing

/// Packs through the `lessons` binary, as an instructor makes and uses one: `pack new`,
/// the files filled in, `pack check`, then `--pack DIR list` and `run`.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PackBinaryTests {
  /// A lesson of this test's own: a draft typed into a field that sits in both branches
  /// of an `if` is lost when the branch flips (two identities); the fix keeps one
  /// field and varies its modifier.
  static let lessonText = """
    ---
    id: draft-branch
    title: The draft that vanishes
    summary: Switching a layout flag throws away what was typed.
    ---

    ## What you see
    Type a note, switch to the compact layout, and the note is gone.

    ## Why
    The two branches of an if are two identities. Flipping the flag removes the
    field of one branch, with its @State, and makes a new field in the other.

    ## The rule
    Vary a modifier's argument, not the branch, when the same view should live on.

    ## Ownership
    - value: the draft note
    - truth: MemoLine's @State draft
    - lifetime: as long as the one MemoLine identity
    - writers: typing in the field
    - persistence: none

    ## Verdict: broken
    The compact branch made a new field, and the draft went with the old one.

    ## Verdict: fixed
    One field lived through the switch, so the draft stayed.
    """

  static let brokenSource = """
    import SwiftUI

    struct MemoLine: View {
      @State private var draft = ""
      var body: some View { TextField("Note", text: $draft) }
    }

    struct NotesScreen: View {
      @State private var compact = false
      var body: some View {
        VStack {
          Toggle("Compact", isOn: $compact)
          if compact {
            MemoLine().font(.caption)
          } else {
            MemoLine()
          }
        }
      }
    }
    """

  /// The same app with one field whose modifier varies: the branch is gone.
  static let fixedSource = brokenSource.replacingOccurrences(
    of: [
      "      if compact {", "        MemoLine().font(.caption)", "      } else {", "        MemoLine()",
      "      }",
    ]
    .joined(separator: "\n"),
    with: "      MemoLine().font(compact ? .caption : .body)")

  static let scenario = """
    # The draft should live through a layout switch.
    step "Open the notes"
    expect Note ""

    step "Type a note" type Note "Buy milk"
    expect Note "Buy milk"

    step "Switch to compact" toggle Compact
    expect Compact "on"
    bug: expect Note "Buy milk"
    """

  /// What the test reads of `run --json`.
  struct ExportedRun: Decodable {
    struct Lesson: Decodable { var id: String }
    struct Version: Decodable {
      struct Verdict: Decodable { var claimHeld: Bool }
      struct Step: Decodable { var command: String }
      var variant: String
      var verdict: Verdict
      var steps: [Step]
    }
    var lesson: Lesson
    var versions: [Version]
  }

  /// A project copy and an empty pack folder in it, removed afterwards.
  struct Workspace {
    let project: ProjectCopy
    let pack: URL

    init() throws {
      project = try ProjectCopy()
      pack = project.root.appendingPathComponent("my-pack")
      try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    }

    func lessons(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
      -> LessonsBinary.Result
    {
      try LessonsBinary.run(
        arguments, input: input, environment: project.environment.merging(environment) { $1 })
    }

    func write(_ text: String, to name: String, in folder: String = "01-draft-branch") throws {
      try Data(text.utf8).write(to: pack.appendingPathComponent(folder).appendingPathComponent(name))
    }
  }

  @Test func aPackMadeByPackNewAndFilledInPassesItsCheckAndRuns() throws {
    #expect(Self.fixedSource.contains("MemoLine().font(compact ? .caption : .body)"))
    #expect(!Self.fixedSource.contains("if compact"))
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    let made = try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path])
    #expect(made.status == 0, "\(made.standardOutput)\(made.standardError)")
    let folder = workspace.pack.appendingPathComponent("01-draft-branch")
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        == ["lesson.md", "Broken.swift", "Fixed.swift", "scenario.play", "quiz.json"])

    // As written, its code and its predict question run but its text is the scaffold's: check names each TODO line.
    let unfinished = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(unfinished.status == 1)
    #expect(unfinished.standardOutput.contains("01-draft-branch/lesson.md:3: still says TODO"))
    #expect(unfinished.standardOutput.contains("01-draft-branch/quiz.json:5: still says TODO"))
    #expect(!unfinished.standardOutput.contains("Broken.swift"), "\(unfinished.standardOutput)")

    try workspace.write(Self.lessonText, to: "lesson.md")
    try workspace.write(Self.brokenSource, to: "Broken.swift")
    try workspace.write(Self.fixedSource, to: "Fixed.swift")
    try workspace.write(Self.scenario, to: "scenario.play")
    // The scaffold's question is about its meter; this lesson's quiz comes below.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("quiz.json"))
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "2"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("The pack passed"))

    let listed = try workspace.lessons(["--pack", workspace.pack.path, "list"])
    #expect(listed.status == 0)
    #expect(listed.standardOutput.contains("Lessons from the pack \(workspace.pack.path)"))
    #expect(listed.standardOutput.contains("draft-branch"))

    let quizFile = """
      {"questions": [
        {"name": "why-lost", "prompt": "Why?", "choices": [
          {"text": "Two identities", "correct": true, "why": "Each branch is one."},
          {"text": "A redraw", "correct": false, "why": "A redraw keeps @State."}]},
        {"name": "rule", "prompt": "How?", "modelAnswer": "One view, a varying modifier."}
      ]}
      """
    try Data(quizFile.utf8).write(to: folder.appendingPathComponent("quiz.json"))
    let quiz = try workspace.lessons(["--pack", workspace.pack.path, "quiz", "draft-branch", "--list"])
    #expect(quiz.status == 0)
    #expect(
      quiz.standardOutput
        == "draft-branch.why-lost\tchoice\tdraft-branch\ndraft-branch.rule\trecall\tdraft-branch\n")

    let shown = try workspace.lessons(["--pack", workspace.pack.path, "show", "draft-branch"])
    #expect(shown.status == 0)
    #expect(shown.standardOutput.contains("The draft that vanishes  (draft-branch, from the pack"))
    #expect(shown.standardOutput.contains("Who owns the draft note?"))
    #expect(shown.standardOutput.contains("── 01-draft-branch/Fixed.swift"))

    let broken = try workspace.lessons(["--pack", workspace.pack.path, "run", "draft-branch"])
    #expect(broken.status == 0, "\(broken.standardOutput)\(broken.standardError)")
    let output = broken.standardOutput
    #expect(output.hasPrefix("draft-branch — The draft that vanishes (broken version)"))
    #expect(output.contains("3. Switch to compact  [toggle \"Compact\"]"))
    #expect(output.contains("MemoLine discarded with its state: _draft = \"Buy milk\""))
    #expect(output.contains("← the bug"))
    #expect(output.contains("Verdict: Bug reproduced. The compact branch made a new field"))
    #expect(!broken.standardError.contains("imports SwiftUI"), "\(broken.standardError)")

    let compared = try workspace.lessons(["--pack", workspace.pack.path, "run", "draft-branch", "--compare"])
    #expect(compared.status == 0, "\(compared.standardOutput)\(compared.standardError)")
    #expect(
      compared.standardOutput.contains(
        "draft-branch — The draft that vanishes (broken and fixed, step by step)"))
    #expect(compared.standardOutput.contains("Body evaluations in step 3"))
    #expect(compared.standardOutput.contains("Verdict: Fix holds."))

    // Drawn as a shipped lesson's is: the tree the child reported after the step.
    let picture = try workspace.lessons([
      "--pack", workspace.pack.path, "picture", "draft-branch", "--step", "2",
    ])
    #expect(picture.status == 0, "\(picture.standardOutput)\(picture.standardError)")
    #expect(picture.standardOutput.hasPrefix("draft-branch (broken) after step 2. Type a note"))
    #expect(picture.standardOutput.contains("MemoLine"), "\(picture.standardOutput)")
    let beyond = try workspace.lessons([
      "--pack", workspace.pack.path, "picture", "draft-branch", "--step", "9",
    ])
    #expect(beyond.status == 2, "\(beyond.standardOutput)\(beyond.standardError)")

    // Exported as a shipped lesson's run is: the JSON transcript, and the player with both versions.
    let json = try workspace.lessons(["--pack", workspace.pack.path, "run", "draft-branch", "--json"])
    #expect(json.status == 0, "\(json.standardError)")
    let exported = try JSONDecoder().decode(ExportedRun.self, from: Data(json.standardOutput.utf8))
    #expect(exported.lesson.id == "draft-branch")
    #expect(exported.versions.map(\.variant) == ["broken"])
    #expect(exported.versions.first?.verdict.claimHeld == true)
    #expect(
      exported.versions.first?.steps.map(\.command) == [
        "mount", "type \"Buy milk\" into \"Note\"", "toggle \"Compact\"",
      ])
    let player = workspace.pack.appendingPathComponent("draft.html")
    let html = try workspace.lessons([
      "--pack", workspace.pack.path, "run", "draft-branch", "--html", player.path,
    ])
    #expect(html.status == 0, "\(html.standardOutput)\(html.standardError)")
    #expect(html.standardOutput.contains("Wrote the HTML player of draft-branch (broken and fixed)"))
    let page = try String(contentsOf: player, encoding: .utf8)
    #expect(page.contains("The draft that vanishes"))
    #expect(page.contains("MemoLine().font(compact ? .caption : .body)"))

    // In the shell the app stays mounted after the run, in the state the scenario left.
    let poked = try workspace.lessons(
      ["--echo", "--pack", workspace.pack.path], input: "run draft-branch\ntoggle Compact\ncounts\n")
    #expect(poked.status == 0, "\(poked.standardOutput)\(poked.standardError)")
    #expect(poked.standardOutput.contains("The app stays mounted"))
    #expect(poked.standardOutput.contains("= NotesScreen._compact: true → false"), "\(poked.standardOutput)")
    // The counts column starts after the longest name, whatever this one's length.
    #expect(poked.standardOutput.contains(/\bMemoLine +3\n/), "\(poked.standardOutput)")

    let fixed = try workspace.lessons(
      ["run", "draft-branch", "--fixed"], environment: ["LESSONS_PATH": workspace.pack.path])
    #expect(fixed.status == 0, "\(fixed.standardOutput)\(fixed.standardError)")
    #expect(fixed.standardOutput.contains("Verdict: Fix holds. One field lived through the switch"))
  }

  /// The lesson's exercise: this test's checks of the draft, for `NotesScreen`.
  static let checks = """
    // Uses from your file: NotesScreen.
    import StateRuntime

    @MainActor func exerciseChecks() -> [Check] {
      [
        Check("the note starts empty") {
          let host = ViewHost(NotesScreen())
          try expectEqual(host.element("Note")?.value, "", "the Note field after mounting", log: host.events)
        },
        Check("the draft survives the compact layout") {
          let host = ViewHost(NotesScreen())
          try host.type("Buy milk", into: "Note")
          try host.toggle("Compact")
          try expectEqual(
            host.element("Note")?.value, "Buy milk", "the Note field after Compact", log: host.events)
        },
      ]
    }
    """

  /// Writes the lesson, and its exercise with `starter` as both the starter and the learner's file.
  static func writeLessonWithExercise(in workspace: Workspace, starter: String, checks: String = checks)
    throws
  {
    _ = try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path])
    try workspace.write(Self.lessonText, to: "lesson.md")
    try workspace.write(Self.brokenSource, to: "Broken.swift")
    try workspace.write(Self.fixedSource, to: "Fixed.swift")
    try workspace.write(Self.scenario, to: "scenario.play")
    try FileManager.default.removeItem(at: workspace.pack.appendingPathComponent("01-draft-branch/quiz.json"))
    let exercise = "01-draft-branch/exercise"
    for folder in [exercise, exercise + "/.starter", exercise + "/.solution"] {
      try FileManager.default.createDirectory(
        at: workspace.pack.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try workspace.write(
      "# Keep the draft\n\nMake the note live through the compact layout.\n", to: "TASK.md", in: exercise)
    try workspace.write(
      "## Identity\nTwo branches are two views.\n\n## The fix\nVary a modifier.\n", to: "HINTS.md",
      in: exercise)
    try workspace.write(checks, to: "Checks.swift", in: exercise)
    try workspace.write(starter, to: "NotesScreen.swift", in: exercise)
    try workspace.write(starter, to: "NotesScreen.swift", in: exercise + "/.starter")
    try workspace.write(Self.fixedSource, to: "NotesScreen.swift", in: exercise + "/.solution")
  }

  @Test func aPackExerciseIsProvedByTheCheckAndWorkedAsTheCoursesAre() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    try Self.writeLessonWithExercise(in: workspace, starter: Self.brokenSource)
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("the starter fails its checks and the solution passes them"))

    let pack = ["--pack", workspace.pack.path]
    let task = try workspace.lessons(pack + ["task", "draft-branch"])
    #expect(task.standardOutput.contains("draft-branch: Keep the draft"))
    #expect(task.standardOutput.contains("Exercises/Packs/my-pack/01-draft-branch/NotesScreen.swift"))
    let failing = try workspace.lessons(pack + ["check", "draft-branch"])
    #expect(failing.status == 1)
    #expect(
      failing.standardOutput.contains("✗ the draft survives the compact layout"), "\(failing.standardOutput)")
    try Data(Self.fixedSource.utf8).write(
      to: workspace.project.workspace.appendingPathComponent(
        "Packs/my-pack/01-draft-branch/NotesScreen.swift"))
    let passing = try workspace.lessons(pack + ["check", "draft-branch"])
    #expect(passing.status == 0, "\(passing.standardOutput)\(passing.standardError)")
    let listed = try workspace.lessons(pack + ["list"])
    #expect(listed.standardOutput.contains("Exercises from the pack \(workspace.pack.path)"))
    #expect(listed.standardOutput.contains("[x] draft-branch"), "\(listed.standardOutput)")
  }

  /// A starter should get some things right: one that fails every check is named.
  @Test func aStarterThatFailsEveryCheckIsNamed() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    try Self.writeLessonWithExercise(in: workspace, starter: Self.brokenSource)
    let onlyTheBug = Self.checks.replacingOccurrences(
      of: """
            Check("the note starts empty") {
              let host = ViewHost(NotesScreen())
              try expectEqual(host.element("Note")?.value, "", "the Note field after mounting", log: host.events)
            },

        """, with: "")
    #expect(onlyTheBug != Self.checks)
    try workspace.write(onlyTheBug, to: "Checks.swift", in: "01-draft-branch/exercise")
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 1)
    #expect(
      checked.standardOutput.contains(
        "01-draft-branch/exercise/.starter/NotesScreen.swift fails every check of "
          + "01-draft-branch/exercise/Checks.swift: a starter should get some things right"),
      "\(checked.standardOutput)")
  }

  @Test func aStarterThatPassesOrChecksThatCannotSeeTheFileAreNamed() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    try Self.writeLessonWithExercise(in: workspace, starter: Self.fixedSource)
    let passes = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(passes.status == 1)
    #expect(
      passes.standardOutput.contains(
        "01-draft-branch/exercise/.starter/NotesScreen.swift passes every check of "
          + "01-draft-branch/exercise/Checks.swift"), "\(passes.standardOutput)")

    try workspace.write(
      Self.checks.replacingOccurrences(of: "// Uses from your file: NotesScreen.\n", with: ""),
      to: "Checks.swift",
      in: "01-draft-branch/exercise")
    let blind = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(blind.status == 1)
    #expect(
      blind.standardOutput.contains(
        "the checks import only the types their `// Uses from your file: A, B.` line names"),
      "\(blind.standardOutput)")
  }

  @Test func aBrokenVersionThatDoesNotReproduceFailsTheCheckNamingItsFile() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    _ = try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path])
    try workspace.write(Self.lessonText, to: "lesson.md")
    try workspace.write(Self.fixedSource, to: "Broken.swift")
    try workspace.write(Self.fixedSource, to: "Fixed.swift")
    try workspace.write(Self.scenario, to: "scenario.play")
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 1)
    #expect(
      checked.standardOutput.contains(
        "01-draft-branch/scenario.play:10 (Xcode 27): `expect Note \"Buy milk\"` holds in "
          + "01-draft-branch/Broken.swift: the bug does not show there."), "\(checked.standardOutput)")
    let run = try workspace.lessons(["--pack", workspace.pack.path, "run", "draft-branch"])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("Verdict: Bug NOT reproduced"))
  }

  @Test func aVersionThatDoesNotCompileIsNamedAtItsLine() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    _ = try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path])
    try workspace.write(Self.lessonText, to: "lesson.md")
    try workspace.write(
      "import SwiftUI\n\nstruct Broken: View {\n  var body: some View { Txt(\"x\") }\n}\n", to: "Broken.swift"
    )
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 1)
    #expect(checked.standardOutput.contains("01-draft-branch/Broken.swift:4 (Xcode 27): does not compile"))
    let run = try workspace.lessons(["--pack", workspace.pack.path, "run", "draft-branch"])
    #expect(run.status == 1)
    #expect(run.standardError.contains("does not compile"), "\(run.standardError)")
  }

  @Test func aCrashingVersionIsReportedAtItsStep() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    _ = try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path])
    try workspace.write(Self.lessonText, to: "lesson.md")
    try workspace.write(
      Self.brokenSource.replacingOccurrences(
        of: "Toggle(\"Compact\", isOn: $compact)", with: "Button(\"Compact\") { fatalError(\"boom\") }"),
      to: "Broken.swift")
    try workspace.write(Self.fixedSource, to: "Fixed.swift")
    try workspace.write(
      Self.scenario.replacingOccurrences(of: "toggle Compact", with: "tap Compact"), to: "scenario.play")
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 1)
    #expect(
      checked.standardOutput.contains(
        "01-draft-branch/scenario.play:8 (Xcode 27): 01-draft-branch/Broken.swift could not do step 3: "
          + "The program stopped: Fatal error: boom"), "\(checked.standardOutput)")
    #expect(!checked.standardOutput.contains("no expectation is marked"))
  }

  @Test func packsAreRefusedOrReportedClearly() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    let missing = try workspace.lessons(["--pack", "/no/such/pack", "list"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("--pack /no/such/pack: no such folder"))
    let dangling = try workspace.lessons(["--pack"])
    #expect(dangling.status == 2)
    #expect(dangling.standardError.contains("--pack takes a folder of lesson folders"))

    // A pack lesson may not take a shipped lesson's id (the course's first, found in Lessons/).
    let shipped = try #require(CourseLessonFolder.ids().first)
    _ = try workspace.lessons(["pack", "new", shipped, "--in", workspace.pack.path])
    let clash = try workspace.lessons(["--pack", workspace.pack.path, "list"])
    #expect(clash.status == 0)
    #expect(
      clash.standardError.contains("the id '\(shipped)' is already a lesson's"), "\(clash.standardError)")
    #expect(!clash.standardOutput.contains("Lessons from the pack"))

    let again = try workspace.lessons(["pack", "new", shipped, "--in", workspace.pack.path])
    #expect(again.status == 1)
    #expect(again.standardError.contains("already holds a lesson '\(shipped)'"))
    let badID = try workspace.lessons(["pack", "new", "Not_Kebab"])
    #expect(badID.status == 2)
    #expect(badID.standardError.contains("kebab-case"))
  }
}
