import Foundation
import Testing

@testable import ExerciseKit

/// Evidence of blame the program cannot forge (issue 31): how it ended comes from its
/// supervisor, and a crash report is read only after a real signal, only the
/// backtracer's for that program, never through a symlink or from a FIFO.
#if os(Linux)
  @Suite(.serialized) struct CrashEvidenceTests {
    /// A crash report that blames the checks: what a forger writes.
    static let forgedReport = #"""
      {"kind":"crashReport","threads":[{"crashed":true,"frames":[{"symbol":"$s14ExerciseChecks06exerciseB0SayAA5CheckVGyF","description":"exerciseChecks() + 12"}]}]}
      """#

    /// The learner's code that puts `entry` where the backtracer writes (the scratch
    /// folder, `$TMPDIR`) under a name of this program's report: `checks-<pid>-.json`,
    /// which sorts before the backtracer's own `checks-<pid>-<time>.json`.
    static func planting(_ entry: String) -> String {
      """
      func plant() {
        let folder = String(cString: getenv("TMPDIR")!)
        let path = folder + "/checks-\\(getpid())-.json"
        \(entry)
      }

      """
    }

    /// `plant()` writing ``forgedReport`` where the backtracer would write this program's report.
    static let plantingTheForgedReport =
      planting(#"try! Data(forged.utf8).write(to: URL(fileURLWithPath: path))"#)
      + "let forged = #\"\"\"\n\(forgedReport)\n\"\"\"#\n"

    /// The control: were the forged report believed, it would blame the checks.
    @Test func theForgedReportWouldBlameTheChecks() throws {
      let report = try #require(CrashReport(json: Self.forgedReport))
      let blamed = report.blame([
        CheckBuild.checksModule: "Checks.swift", CheckBuild.submissionModule: "Answer.swift",
      ])
      #expect(blamed?.file == "Checks.swift")
    }

    static func expectNotBlamedOnTheChecks(_ result: ExerciseResult, _ context: String) {
      let message = result.crashMessage ?? ""
      #expect(result.status == .crashed, "\(context): \(result.status) \(result.output)")
      #expect(!message.contains("Checks.swift"), "\(context): \(message)")
    }

    /// A report written by the program, then a real crash (the backtracer writes its own
    /// too): two candidates, so none is believed.
    @Test func aSelfWrittenReportThenACrashIsNotBelieved() async throws {
      let result = try await SandboxAttackTests.check(
        Self.plantingTheForgedReport
          + """
          func answer() -> Int {
            plant()
            let values: [Int] = []
            return values[values.count + 1]
          }

          """)
      Self.expectNotBlamedOnTheChecks(result, "self-written report")
    }

    /// `exit(139)` reads like a SIGSEGV in `bwrap`'s exit code; the supervisor says it is an exit,
    /// and no report (not even one named for this program) is read after an exit.
    @Test func exit139IsAnExitAndReadsNoReport() async throws {
      let result = try await SandboxAttackTests.check(
        Self.plantingTheForgedReport
          + """
          func answer() -> Int {
            plant()
            exit(139)
          }

          """)
      Self.expectNotBlamedOnTheChecks(result, "exit(139)")
      #expect(result.crashMessage?.contains("code 139") == true, "\(result.crashMessage ?? "")")
    }

    /// The report's name links to a forged report outside, to the terminal, or is a FIFO;
    /// the runtime's own handler is kept out of the way so that it is the only candidate.
    /// The tool neither follows nor blocks: it finishes promptly and blames no checks.
    @Test(arguments: [
      #"symlink(ROOT + "/forged.json", path)"#, #"symlink("/dev/tty", path)"#, #"mkfifo(path, 0o666)"#,
    ])
    func aLinkOrFIFOInPlaceOfTheReportIsNotRead(entry: String) async throws {
      let started = Date()
      let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lessons-forged-\(UInt64.random(in: 0...UInt64.max)).json")
      try Data(Self.forgedReport.utf8).write(to: outside)
      defer { try? FileManager.default.removeItem(at: outside) }
      let result = try await SandboxAttackTests.check(
        Self.planting(entry.replacingOccurrences(of: "ROOT + \"/forged.json\"", with: "\"\(outside.path)\""))
          + """
          func answer() -> Int {
            plant()
            signal(SIGSEGV, SIG_DFL)
            raise(SIGSEGV)
            return 0
          }

          """, timeout: 20)
      Self.expectNotBlamedOnTheChecks(result, entry)
      // The supervisor's report, not bwrap's exit code (139 either way), says it was a signal.
      #expect(result.crashMessage?.contains("Stopped by SIGSEGV") == true, "\(result.crashMessage ?? "")")
      #expect(Date().timeIntervalSince(started) < 60, "\(entry): the check took too long")
    }

    /// The supervisor's report descriptor is closed in the program, and the supervisor
    /// cannot be reached through `/proc` to reopen it.
    @Test func theProgramCannotReachTheSupervisorsReport() async throws {
      let result = try await SandboxAttackTests.check(
        """
        func answer() -> Int {
          if fcntl(6, F_GETFD) >= 0 { return 1 }
          if open("/proc/\\(getppid())/fd/6", O_WRONLY) >= 0 { return 2 }
          return 42
        }

        """)
      #expect(result.status == .passed, "\(result.checks.map(\.message)) \(result.output)")
    }
  }
#endif
