import ExerciseKit
import Foundation
import Testing

/// Each status and setup error, provoked on a throwaway exercise (see ``TestProject``).
@Suite struct BadCaseTests {
  /// Checks that pass when `answer()` returns 42; the learner's file decides what it does.
  static let checks = """
    // Uses from your file: answer.
    import StateRuntime

    @MainActor func exerciseChecks() -> [Check] {
      [
        Check("the answer is 42") {
          try expectEqual(answer(), 42, "answer()", log: ["Answer: @self changed."])
        },
        Check("the harness runs a second check") {
          try expect(true, "never fails")
        },
      ]
    }
    """

  static func project(learner: String, environment: [String: String] = [:]) throws -> TestProject {
    try TestProject(
      exercises: ["probe": [".starter/Answer.swift": learner, "Checks.swift": checks]],
      environment: environment)
  }

  /// A run's time limit that bounds a hang, not a speed: the tests that expect a pass run
  /// beside the suite's busy loops and floods on two cores, and with 10 s a clean run of CI's
  /// once timed out two checks that pass in well under a second alone (a flood of 200,000
  /// printed lines, and a check of one line). The tests that expect a timeout set their own.
  static var quick: CheckOptions {
    var options = CheckOptions(timeout: 30)
    options.recordsProgress = false
    return options
  }

  @Test func aFailingCheckReportsItsMessageAndLog() async throws {
    let project = try Self.project(learner: "func answer() -> Int { 41 }\n")
    defer { project.remove() }
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .failed)
    try #require(result.checks.map(\.passed) == [false, true])
    #expect(result.checks[0].message == "answer(): expected 42, got 41")
    #expect(result.checks[0].log == ["Answer: @self changed."])
    #expect(
      result.checks[0].records == HarnessMessage.FailureLog(entries: .lines(["Answer: @self changed."])))
  }

  @Test func aCompileErrorPointsAtTheLearnersLineAndAcceptsImportSwiftUI() async throws {
    let project = try Self.project(learner: "import SwiftUI\n\nfunc answer() -> Int {\n  return forty\n}\n")
    defer { project.remove() }
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .compileError)
    let error = try #require(result.diagnostics.first)
    #expect(error.origin == .learnerFile)
    #expect(error.file.hasSuffix("Exercises/probe/Answer.swift"))
    #expect(error.line == 4)
    #expect(error.column == 10)
    #expect(error.message.contains("forty"))
    #expect(error.sourceLine == "  return forty")
    #expect(result.notes.contains { $0.contains("import StateRuntime") })
    let text = CheckReportRenderer(styler: .plain).render(result)
    #expect(text.contains("Answer.swift:4:10: error:"))
  }

  @Test func aNameTheChecksNeedIsReportedInTheChecks() async throws {
    let project = try Self.project(learner: "func theAnswer() -> Int { 42 }\n")
    defer { project.remove() }
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .compileError)
    #expect(result.diagnostics.contains { $0.origin == .checks && $0.message.contains("answer") })
  }

  /// The loop waits rather than spins: the limit is wall time either way (nothing limits a
  /// program's CPU), and a spin would take a core from the rest of the suite for the whole
  /// limit. Spinning programs are stopped in `ExerciseLoopTests` and `PlayTerminalTests`.
  @Test func anEndlessLoopTimesOut() async throws {
    let project = try Self.project(
      learner:
        "import Foundation\n\nfunc answer() -> Int {\n  var n = 0\n  while n >= 0 { usleep(1_000); n = n &* 1 }\n"
        + "  return n\n}\n")
    defer { project.remove() }
    var options = Self.quick
    // Long enough for the program to start and reach the check on a loaded machine (with 1 s,
    // CI's crowded run once timed out before the check began, naming none).
    options.timeout = 10
    let started = Date()
    let result = try await project.workbench.checkOffThePool("probe", options: options)
    #expect(result.status == .timeout)
    #expect(result.interruptedCheck == "the answer is 42")
    // A bound against hanging, not a speed check: a loaded machine compiles slowly.
    #expect(Date().timeIntervalSince(started) < 600)
  }

  @Test(arguments: [
    ("fatalError(\"the cache is empty\")", "the cache is empty"),
    ("precondition(1 > 2, \"one is not more than two\")", "one is not more than two"),
  ])
  func aTrapIsACrashWithItsMessage(statement: String, message: String) async throws {
    let project = try Self.project(
      learner: "func answer() -> Int {\n  print(\"computing\")\n  \(statement)\n  return 42\n}\n")
    defer { project.remove() }
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .crashed)
    #expect(result.crashMessage?.contains(message) == true)
    #expect(result.crashMessage?.hasSuffix("Exercises/probe/Answer.swift:3)") == true)
    #expect(result.interruptedCheck == "the answer is 42")
    #expect(result.output.contains("computing"), "what was printed before the crash is kept")
    #expect(!result.output.contains("0x"), "no stack trace reaches the learner")
  }

  @Test func aFloodOfOutputIsTruncatedAndNoted() async throws {
    let project = try Self.project(
      learner:
        "func answer() -> Int {\n  for i in 0..<200_000 { print(\"line \\(i) of a flood\") }\n  return 42\n}\n"
    )
    defer { project.remove() }
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .passed)
    #expect(result.output.utf8.count <= Self.quick.outputLimit)
    #expect(result.notes.contains { $0.contains("more bytes than shown") })
  }

  @Test func editedChecksAreTampered() async throws {
    let project = try Self.project(learner: "func answer() -> Int { 41 }\n")
    defer { project.remove() }
    try project.write(Self.checks.replacingOccurrences(of: "42", with: "41"), to: "Checks.swift", in: "probe")
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .tampered)
    #expect(result.checks.isEmpty)
    #expect(
      result.tamperedFiles.count == 1
        && result.tamperedFiles[0].hasSuffix("Lessons/probe/exercise/Checks.swift"))
  }

  /// An edited harness is refused before anything is built: the harness is compiled into the
  /// runtime's cache, so building first would compile the edit for a minute only to refuse it.
  @Test func anEditedHarnessIsTamperedToo() async throws {
    let project = try TestProject(
      exercises: [
        "probe": [".starter/Answer.swift": "func answer() -> Int { 41 }\n", "Checks.swift": Self.checks]
      ],
      privateCache: true)
    defer { project.remove() }
    let harness = project.root.appendingPathComponent("Lessons/.harness/CheckHarness.swift")
    let text = try String(contentsOf: harness, encoding: .utf8)
    try Data((text + "\n// always pass\n").utf8).write(to: harness)
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .tampered)
    #expect(
      result.tamperedFiles.count == 1
        && result.tamperedFiles[0].hasSuffix("Lessons/.harness/CheckHarness.swift"))
    let all = try project.workbench.checkAll(options: Self.quick)
    #expect(all.map(\.status) == [.tampered])
    let built =
      (try? FileManager.default.contentsOfDirectory(
        atPath: project.root.appendingPathComponent("cache/runtime").path)) ?? []
    #expect(built.filter { !$0.hasPrefix(".") && $0 != "keys" }.isEmpty, "a runtime was built: \(built)")
  }

  /// A deleted learner's file is the starter again, copied into the workspace as on first use.
  @Test func aDeletedLearnerFileIsCopiedFromTheStarter() async throws {
    let project = try Self.project(learner: "func answer() -> Int { 41 }\n")
    defer { project.remove() }
    let learner = project.root.appendingPathComponent("Exercises/probe/Answer.swift")
    try FileManager.default.removeItem(at: learner)
    let result = try await project.workbench.checkOffThePool("probe", options: Self.quick)
    #expect(result.status == .failed)
    #expect(
      try String(contentsOf: learner, encoding: .utf8)
        == String(
          contentsOf: project.root.appendingPathComponent("Lessons/probe/exercise/.starter/Answer.swift"),
          encoding: .utf8))
  }

  @Test func aMissingToolchainSaysHowToFixIt() throws {
    let bogus = try Self.project(learner: "", environment: ["LESSONS_SWIFTC": "/nonexistent/swiftc"])
    defer { bogus.remove() }
    #expect(throws: ExerciseError.toolchainNotFound(override: "/nonexistent/swiftc", searched: [])) {
      try bogus.workbench.check("probe", options: Self.quick)
    }
    let noPath = try Self.project(learner: "", environment: ["PATH": "/nonexistent-bin"])
    defer { noPath.remove() }
    do {
      _ = try noPath.workbench.check("probe", options: Self.quick)
      Issue.record("expected no toolchain")
    } catch {
      #expect(error == .toolchainNotFound(override: nil, searched: ["/nonexistent-bin"]))
      #expect(error.description.contains("LESSONS_SWIFTC"))
      #expect(error.description.contains("swift.org"))
    }
  }

  @Test func anUnknownIdSuggestsTheNearest() async throws {
    let project = try Self.project(learner: "")
    defer { project.remove() }
    do {
      _ = try await project.workbench.checkOffThePool("prboe", options: Self.quick)
      Issue.record("expected an unknown id")
    } catch {
      #expect(error == .unknownExercise(id: "prboe", suggestion: "probe", known: ["probe"]))
      #expect(error.description == "No exercise is called 'prboe'. Did you mean 'probe'? Exercises: probe.")
    }
  }
}
