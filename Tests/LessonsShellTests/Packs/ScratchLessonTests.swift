import Foundation
import TestSupport
import Testing

/// Adding a lesson to the shipped course is adding its folder (issues 22 and 32): a copy of
/// the project gains `Lessons/NN-scratch-tally/` (NN after the course's last lesson) and
/// nothing else, and with no build of the tool (this checkout's `lessons`, pointed at the
/// copy) the lesson is listed, runs (its broken version reproducing the
/// bug, its fixed one holding), its exercise is checked as a learner's (its `Checks.sha256`
/// written with `sha256sum`, as an author would), its predict question is in the quiz, and
/// it passes `pack check`, which holds the question's run to the answer its `quiz.json`
/// expects and plays its proof. Then the suites that discover the course (``courseSuites``)
/// run on the copy, from this very test build: they pass with the new lesson among the
/// others, so no test file needed an edit for it.
///
/// Running the course's suites on the copy takes minutes; `scripts/test` runs the suite with
/// `LESSONS_BUILD_TESTS=1` so that CI does, and a focused `swift test` skips it.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["LESSONS_BUILD_TESTS"] == "1"))
struct ScratchLessonTests {
  /// The new lesson's files, by path in its folder: text, Swift, script; no other file changes.
  static let files: [String: String] = [
    "lesson.md": """
    ---
    id: scratch-tally
    title: The badge that stays behind
    summary: A badge copies the tally into its own @State and never follows it again.
    ---

    ## What you see
    Tapping Add counts up in the list, and the badge keeps saying 0.

    ## The rule
    A value the parent owns reaches the child as a plain property; @State is for values the
    child owns.

    ## Ownership
    - value: how many items were added
    - truth: TallyScreen's @State count
    - lifetime: the screen's
    - writers: the Add button
    - persistence: none

    """,
    "ScratchTally.swift": """
    import LessonsPlayDriver
    import StateRuntime

    /// The scratch lesson a test adds to a copy of the course.
    enum ScratchTally {
      enum Broken {}
      enum Fixed {}
    }

    let lessonScenario = Scenario(
      makeApp: { variant, xcode in
        switch variant {
        case .broken: LessonApp(ScratchTally.Broken.TallyScreen(), xcode: xcode)
        case .fixed: LessonApp(ScratchTally.Fixed.TallyScreen(), xcode: xcode)
        }
      },
      facts: [ScenarioFact("badge") { app in app.host.element("Badge")?.label ?? "(no badge)" }],
      verdict: { app, _ in "The badge reads \\"\\(app.host.element("Badge")?.label ?? "nothing")\\"." })

    """,
    "Snippets/Tally.swift": "import StateRuntime\n\n" + views(badge: "@State var count: Int"),
    "quiz.json": """
    {"questions": [
      {"name": "predict-badge", "prompt": "The badge copies the tally into its own @State.",
       "predict": {"file": "Snippets/Tally.swift", "event": "tap Add", "eventText": "You tap Add.",
                   "ask": {"control": "Badge"}, "explanation": "The badge's @State kept its first count."},
       "expect": "Badge 0"},
      {"name": "choice-stays", "prompt": "Why does the badge stay at 0 after Add?",
       "choices": [
         {"text": "Its @State took the count once, and a re-created badge keeps its own state.", "correct": true,
          "why": "the parent's new count reaches the initialiser, and @State ignores it after the first."},
         {"text": "The screen's body is not re-evaluated when the count changes.", "correct": false,
          "why": "the screen reads count, so its body runs again and shows Items 1."},
         {"text": "Text caches its string until the view disappears.", "correct": false,
          "why": "Text shows what its body gives it; the badge's body gives its own stale count."}
       ]}
    ]}

    """,
    "proofs/choice-stays.swift": "import StateRuntime\n\n" + views(badge: "@State var count: Int"),
    "proofs/choice-stays.play": """
    tap Add
    expect Items "Items 1"
    expect Badge "Badge 0"

    """,
    "ScratchTally+Broken.swift": lessonVersion("Broken", badge: "@State var count: Int"),
    "ScratchTally+Fixed.swift": lessonVersion("Fixed", badge: "let count: Int"),
    "scenario.play": """
    step "Open the tally"
    expect-fact badge "Badge 0" as "the badge shows no items"

    step "Tap Add" tap Add
    expect Items "Items 1"
    bug: expect-fact badge "Badge 1" as "the badge counts the item"

    """,
  ]

  /// The exercise's files, by path in `exercise/`; the learner's file starts as the starter.
  static let exerciseFiles: [String: String] = [
    "TASK.md": """
    # The badge that stays behind

    `TallyScreen` counts the items you add, and its `TallyBadge` should show the same
    count; it keeps showing 0. Edit `Tally.swift` so the badge follows the count. Keep
    `TallyScreen()`, the button "Add" and the texts "Items N" and "Badge N".

    """,
    "HINTS.md": """
    ## Who owns the count?
    `TallyScreen` does. The badge only shows it.

    ## What should the badge hold?
    A plain `let count: Int`: @State keeps its first value for the badge's identity.

    """,
    ".starter/Tally.swift": "import StateRuntime\n\n" + views(badge: "@State var count: Int"),
    "Tally.swift": "import StateRuntime\n\n" + views(badge: "@State var count: Int"),
    ".solution/Tally.swift": "import StateRuntime\n\n" + views(badge: "let count: Int"),
    "Checks.swift": """
    // Uses from your file: TallyScreen.

    import StateRuntime

    @MainActor func exerciseChecks() -> [Check] {
      [
        Check("the badge starts at zero") {
          let host = ViewHost(TallyScreen())
          try expectEqual(host.element("Badge 0")?.label, "Badge 0", "the badge at launch", log: host.events)
        },
        Check("the badge counts what was added") {
          let host = ViewHost(TallyScreen())
          try host.tap("Add")
          try expectEqual(host.element("Badge 1")?.label, "Badge 1", "the badge after one Add", log: host.events)
        }
      ]
    }

    """,
  ]

  /// The screen of the lesson and of its exercise, with the badge holding its count as
  /// `badge` says: `@State var count: Int` (the bug: @State keeps its first value) or `let count: Int`.
  static func views(badge: String) -> String {
    """
    struct TallyScreen: View {
      @State private var count = 0

      var body: some View {
        VStack {
          Text("Items \\(count)")
          Button("Add") { count += 1 }
          TallyBadge(count: count)
        }
      }
    }

    struct TallyBadge: View {
      \(badge)

      var body: some View { Text("Badge \\(count)") }
    }

    """
  }

  /// A version of the lesson: ``views(badge:)`` in the lesson's `Broken` or `Fixed` namespace.
  static func lessonVersion(_ namespace: String, badge: String) -> String {
    let indented = views(badge: badge).split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "  " + $0
    }
    return "import StateRuntime\n\nextension ScratchTally.\(namespace) {\n"
      + indented.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n}\n"
  }

  /// Off the test runner's pool (``offThePool``): the test waits on the binary and on a test
  /// run of its own for minutes, and a pool thread held that long holds up other suites' tests.
  @Test func aNewFolderIsListedRunsAndPassesPackCheck() async throws {
    let manager = FileManager.default
    let copy = manager.temporaryDirectory.appendingPathComponent("lessons-course-\(UUID().uuidString)")
    let home = manager.temporaryDirectory.appendingPathComponent("lessons-home-\(UUID().uuidString)")
    defer {
      try? manager.removeItem(at: copy)
      try? manager.removeItem(at: home)
    }
    try manager.createDirectory(at: copy, withIntermediateDirectories: true)
    for item in ["Package.swift", "Sources", "Plugins", "Lessons", "Tests", "scripts"] {
      try manager.copyItem(at: SourceTree.url(item), to: copy.appendingPathComponent(item))
    }
    let last = try #require(CourseLessonFolder.all(in: SourceTree.url("Lessons")).last)
    let number = try #require(Int(last.prefix { $0.isNumber }), "\(last) has no number")
    let name = String(format: "%02d-scratch-tally", number + 1)
    let folder = copy.appendingPathComponent("Lessons/\(name)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in Self.files {
      let file = folder.appendingPathComponent(name)
      try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    let exercise = folder.appendingPathComponent("exercise")
    for (name, text) in Self.exerciseFiles {
      let file = exercise.appendingPathComponent(name)
      try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    let digest = try CommandOutput.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["sha256sum", "Checks.swift"], directory: exercise)
    try #require(digest.status == 0)
    try Data(digest.standardOutput.utf8).write(to: exercise.appendingPathComponent("Checks.sha256"))

    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    // No build: this checkout's own `lessons`, pointed at the copy, reads the new folder
    // (its exercise's digest in its Checks.sha256) at run time.
    let binary = try #require(LessonsBinary.url)
    func lessons(_ arguments: [String], environment: [String: String] = [:]) async throws -> CommandOutput {
      let environment = [
        "PATH": path, "LESSONS_HOME": home.path, "LESSONS_ROOT": copy.path, "NO_COLOR": "1",
        "LESSONS_CACHE": ScratchProject.sharedCache.path,
      ]
      .merging(environment) { $1 }
      return try await offThePool {
        try CommandOutput.run(binary, arguments, environment: environment, directory: copy)
      }
    }
    let listed = try await lessons(["list"])
    #expect(listed.status == 0 && listed.standardOutput.contains("scratch-tally"), "\(listed.standardOutput)")
    let broken = try await lessons(["run", "scratch-tally"])
    #expect(broken.status == 0, "\(broken.standardOutput)\(broken.standardError)")
    #expect(
      broken.standardOutput.contains("✗ the badge counts the item: Badge 0"), "\(broken.standardOutput)")
    #expect(broken.standardOutput.contains("Bug reproduced"), "\(broken.standardOutput)")
    let fixed = try await lessons(["run", "scratch-tally", "--fixed"])
    #expect(fixed.status == 0 && fixed.standardOutput.contains("✓ the badge counts the item: Badge 1"))
    let quiz = try await lessons(["quiz", "scratch-tally", "--list"])
    #expect(
      quiz.standardOutput
        == "scratch-tally.predict-badge\tpredict\tscratch-tally\nscratch-tally.choice-stays\tchoice\tscratch-tally\n",
      "\(quiz.standardOutput)"
    )
    let learner = try await lessons(["check", "scratch-tally"])
    #expect(learner.status == 1, "\(learner.standardOutput)\(learner.standardError)")
    #expect(learner.standardOutput.contains("the badge counts what was added"), "\(learner.standardOutput)")
    #expect(!learner.standardOutput.contains("tampered"), "\(learner.standardOutput)")
    // The author writes the new lesson's golden transcripts as the format page says.
    let recorded = try await lessons(
      ["pack", "check", "Lessons/\(name)", "--runs", "1"], environment: ["LESSONS_UPDATE_GOLDEN": "1"])
    #expect(recorded.status == 0, "\(recorded.standardOutput)\(recorded.standardError)")
    #expect(manager.fileExists(atPath: folder.appendingPathComponent(".golden/broken.txt").path))
    let checked = try await lessons(["pack", "check", "Lessons/\(name)", "--runs", "2"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("The course passed"), "\(checked.standardOutput)")

    let suites = try await offThePool { try Self.runCourseSuites(on: copy, home: home) }
    #expect(suites.status == 0, "the course's suites fail on the copy:\n\(suites.standardOutput)")
    #expect(suites.standardOutput.contains(name), "the suites did not see \(name):\n\(suites.standardOutput)")
  }

  /// The suites that find the course's lessons by reading `Lessons/` (their ids, quizzes,
  /// proofs and exercises), as a filter of this test build.
  static let courseSuites = [
    "LessonDiscoveryTests", "LessonUnitTests", "QuizBankTests", "QuizClaimTests",
    "RunTimeLessonObservationTests",
  ]

  /// Runs ``courseSuites`` of this test build, in a child, with the source tree at `copy`
  /// (``SourceTree/variable``): they read the copy's `Lessons/`, and the binary they run is
  /// this build's, which loads lessons at run time.
  static func runCourseSuites(on copy: URL, home: URL) throws -> CommandOutput {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0])
    var environment = ProcessInfo.processInfo.environment
    environment[SourceTree.variable] = copy.path
    environment["LESSONS_HOME"] = home.path
    environment["LESSONS_BUILD_TESTS"] = nil
    let filter = courseSuites.joined(separator: "|")
    return try CommandOutput.run(
      runner, ["--testing-library", "swift-testing", "--filter", filter, "--verbose"],
      environment: environment, errors: .merged)
  }
}
