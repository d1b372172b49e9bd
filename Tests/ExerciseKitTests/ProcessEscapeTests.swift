import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// Learner code that starts processes, signals its parent, reaches for the terminal or
/// outgrows memory: each run ends with the right status and nothing left running
/// (issue 10, item 2). Linux only: elsewhere the program runs without a supervisor.
#if os(Linux)
  @Suite(.serialized) struct ProcessEscapeTests {
    /// Whether the default runs are sandboxed here.
    static var sandboxed: Bool {
      if case .available = BubblewrapSandbox.availability { return true }
      return false
    }

    static let checks = """
      // Uses from your file: answer.
      import StateRuntime

      @MainActor func exerciseChecks() -> [Check] {
        [
          Check("the answer is 42") { try expectEqual(answer(), 42, "answer()") },
          Check("a second check runs") { try expect(true, "never fails") },
        ]
      }
      """

    static let prelude = """
      import Foundation
      import Glibc

      func spawn(_ arguments: [String]) {
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        _ = posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
      }

      """

    /// How the supervisor isolates the program.
    enum Isolation: String, CaseIterable, Sendable {
      /// The default: the bubblewrap sandbox where it can run, else the supervisor's PID namespace.
      case namespace
      /// The supervisor's PID namespace without the sandbox, made directly (the tests run
      /// as root here) or through a user namespace.
      case supervisorNamespace
      /// A PID namespace inside a user namespace of its own, as for a user who is not root.
      case userNamespace
      /// No namespace: the child subreaper alone.
      case subreaper

      var environment: [String: String] {
        switch self {
        case .namespace: [:]
        case .supervisorNamespace: [BubblewrapSandbox.switchVariable: "off"]
        case .userNamespace: ["LESSONS_PID_NAMESPACE": "user"]
        case .subreaper: ["LESSONS_NO_PID_NAMESPACE": "1"]
        }
      }
    }

    /// Checks `body` under the given isolation.
    static func check(
      _ body: String, timeout: Double = 20, memory: Int? = nil, isolation: Isolation = .namespace
    ) async throws -> ExerciseResult {
      let project = try TestProject(
        exercises: ["probe": [".starter/Answer.swift": prelude + body, "Checks.swift": checks]],
        environment: isolation.environment)
      defer { project.remove() }
      var options = CheckOptions(timeout: timeout)
      options.recordsProgress = false
      if let memory { options.memoryLimitBytes = memory }
      return try await project.workbench.checkOffThePool("probe", options: options)
    }

    /// Ways to start a process that would outlive a check run without a supervisor.
    static let starters: [(String, String)] = [
      (
        "Foundation.Process",
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = [MARK]
        try? process.run()
        """
      ),
      ("posix_spawn", "spawn([\"/bin/sleep\", MARK])"),
      ("setsid and a double fork", "spawn([\"/usr/bin/setsid\", \"-f\", \"/bin/sleep\", MARK])"),
      (
        "a shell in the background",
        "spawn([\"/bin/sh\", \"-c\", \"(setsid /bin/sleep \" + MARK + \" &) &\"])"
      ),
    ]

    @Test(arguments: starters, Isolation.allCases)
    func nothingTheProgramStartsOutlivesIt(_ starter: (String, String), isolation: Isolation) async throws {
      let (name, start) = starter
      let mark = ProcessTable.uniqueSleepSeconds()
      let body =
        "func answer() -> Int {\n" + start.replacingOccurrences(of: "MARK", with: "\"\(mark)\"")
        + "\n  usleep(200_000)\n  return 41\n}\n"
      let result = try await Self.check(body, isolation: isolation)
      #expect(result.status == .failed, "\(name): \(result.status) \(result.diagnostics.map(\.message))")
      #expect(ProcessTable.survivors(containing: mark).isEmpty, "\(name)")
    }

    /// The modes differ where they should: in the supervisor's namespace the program sees no
    /// parent; in the sandbox its parent is the supervisor, inside the sandbox's namespace,
    /// where the program's own number is one of the first.
    @Test(arguments: [
      (Isolation.namespace, 3),
      (.supervisorNamespace, 1), (.userNamespace, 1), (.subreaper, 2),
    ])
    func theModesDifferWhereTheyShould(isolation: Isolation, answer: Int) async throws {
      var answer = answer
      if isolation == .namespace, case .unavailable = BubblewrapSandbox.availability { answer = 1 }
      let result = try await Self.check(
        "func answer() -> Int { getppid() == 0 ? 1 : getpid() < 16 ? 3 : 2 }\n", isolation: isolation)
      #expect(result.checks.first?.message == "answer(): expected 42, got \(answer)")
    }

    @Test(arguments: Isolation.allCases)
    func nothingSurvivesATimeout(isolation: Isolation) async throws {
      let mark = ProcessTable.uniqueSleepSeconds()
      let result = try await Self.check(
        "func answer() -> Int {\n  spawn([\"/bin/sleep\", \"\(mark)\"])\n  alarm(0)\n  while true { usleep(1000) }\n}\n",
        timeout: 1, isolation: isolation)
      #expect(result.status == .timeout)
      #expect(result.checks.map(\.outcome) == [.timedOut, .notRun])
      #expect(ProcessTable.survivors(containing: mark).isEmpty)
    }

    @Test(arguments: Isolation.allCases)
    func signallingTheParentEndsNothing(isolation: Isolation) async throws {
      let mark = ProcessTable.uniqueSleepSeconds()
      let result = try await Self.check(
        """
        func answer() -> Int {
          spawn(["/bin/sleep", "\(mark)"])
          for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR2] { kill(getppid(), signal) }
          kill(-getpgid(getppid()), SIGTERM)
          return 41
        }

        """, isolation: isolation)
      // The parent (the supervisor) shrugged: the checks went on to their honest end.
      #expect(result.status == .failed)
      #expect(result.checks.map(\.outcome) == [.failed, .passed])
      #expect(ProcessTable.survivors(containing: mark).isEmpty)
    }

    /// In a PID namespace the program has no parent it can see (`getppid()` is 0), so
    /// nothing ends and nothing survives. (With the subreaper fallback the supervisor
    /// would die, the run be a crash, and the program's own children be left to
    /// `init`: the README's trust note says so.)
    @Test func killingTheParentEndsNothingBeyondTheRun() async throws {
      let mark = ProcessTable.uniqueSleepSeconds()
      let result = try await Self.check(
        """
        func answer() -> Int {
          spawn(["/bin/sleep", "\(mark)"])
          kill(getppid(), SIGKILL)
          usleep(500_000)
          return 41
        }

        """)
      #expect([.failed, .crashed].contains(result.status), "\(result.status)")
      #expect(ProcessTable.survivors(containing: mark).isEmpty)
    }

    @Test(arguments: Isolation.allCases)
    func thereIsNoTerminalAndStdinIsEmpty(isolation: Isolation) async throws {
      let result = try await Self.check(
        """
        func answer() -> Int {
          var byte: UInt8 = 0
          let tty = open("/dev/tty", O_RDWR)
          let stdinRead = read(0, &byte, 1)
          return (tty < 0 ? 1 : 100) + (stdinRead == 0 ? 10 : 1000) + (isatty(1) == 0 ? 30 : 3000)
        }

        """, isolation: isolation)
      #expect(result.checks.first?.message == "answer(): expected 42, got 41")
    }

    @Test func theMemoryLimitHoldsWhenTheLearnersCodeRuns() async throws {
      let result = try await Self.check(
        """
        func answer() -> Int {
          var limit = rlimit()
          getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
          return Int(limit.rlim_cur >> 20)
        }

        """, memory: 768 << 20)
      // In the sandbox its private /dev/shm is counted in the limit (see ChildRunner).
      let expected = Self.sandboxed ? 768 - (BubblewrapSandbox.sharedMemoryBytes >> 20) : 768
      #expect(result.checks.first?.message == "answer(): expected 42, got \(expected)")
    }

    /// Code in `.init_array` runs before `main`: the limit is set between `fork` and `exec`.
    @Test func theMemoryLimitHoldsBeforeAnyCodeOfTheProgramRuns() async throws {
      let project = try TestProject(exercises: [:])
      defer { project.remove() }
      let workbench = project.workbench
      let runtime = try await BackgroundRunner.run { _ throws(ExerciseError) in try workbench.prepareRuntime()
      }
      let folder = project.root.appendingPathComponent("early")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(
        """
        import Glibc
        @used @section(".init_array") let early: @convention(c) () -> Void = {
          var limit = rlimit()
          getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
          print("before main: \\(limit.rlim_cur >> 20) MiB")
        }

        """.utf8
      ).write(to: folder.appendingPathComponent("main.swift"))
      let toolchain = try workbench.toolchain()
      let swiftc = toolchain.swiftc.path
      let compile = try await BackgroundRunner.run { _ throws(ExerciseError) in
        try ChildProcess(
          configuration: .init(
            executable: swiftc,
            arguments: [
              "-o", folder.appendingPathComponent("early").path,
              folder.appendingPathComponent("main.swift").path,
            ])
        ).run()
      }
      try #require(compile.termination == .exited(0), "\(compile.output)")
      var options = CheckOptions(timeout: 10)
      options.memoryLimitBytes = 640 << 20
      let program = folder.appendingPathComponent("early").path
      let frozen = options
      let outcome = try await BackgroundRunner.run { _ throws(ExerciseError) in
        try ChildRunner.run(
          executable: program, arguments: [], environment: [:], secret: nil, runtime: runtime,
          toolchain: toolchain, options: frozen,
          cancellation: nil)
      }
      let expected = Self.sandboxed ? 640 - (BubblewrapSandbox.sharedMemoryBytes >> 20) : 640
      #expect(outcome.output.contains("before main: \(expected) MiB"), "\(outcome.output)")
      #expect(outcome.termination == .exited(0))
    }
  }
#endif
