import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// One test per attack shape of issue 17, part 2: hostile learner code that tries to fake
/// a pass, reach the user's terminal or files, hang the tool, or shift the blame. The
/// tests that need the bubblewrap sandbox run where it can and are skipped, with a
/// warning, where it cannot (no `bwrap`, no user namespaces).
#if os(Linux)
  @Suite(.serialized) struct SandboxAttackTests {
    static let sandboxed: Bool = {
      if case .unavailable(let reason) = BubblewrapSandbox.availability {
        print("warning: SandboxAttackTests: the sandbox's attack tests are skipped: \(reason)")
        return false
      }
      return true
    }()

    static let checks = """
      // Uses from your file: answer.
      import StateRuntime

      @MainActor func exerciseChecks() -> [Check] {
        [Check("the answer is 42") { try expectEqual(answer(), 42, "answer()") }]
      }
      """

    static let prelude = """
      import Foundation
      import Glibc

      """

    /// Checks `body` as the learner's file of a throwaway exercise, with `ROOT` in it
    /// replaced by the project's folder.
    static func check(_ body: String, timeout: Double = 20) async throws -> ExerciseResult {
      let project = try TestProject(
        exercises: ["probe": [".starter/Answer.swift": prelude + body, "Checks.swift": checks]])
      defer { project.remove() }
      try project.write(
        prelude + body.replacingOccurrences(of: "ROOT", with: project.root.path), to: "Answer.swift",
        in: "probe")
      var options = CheckOptions(timeout: timeout)
      options.recordsProgress = false
      return try await project.workbench.checkOffThePool("probe", options: options)
    }

    static func answer(_ result: ExerciseResult) -> String? { result.checks.first?.message }

    // MARK: Faked passes

    /// `#"\"#` and `"\("\"")"` no longer blind the scanner; and whatever the text, the
    /// compiled object is judged: a C `write` or an `.init_array` entry is refused.
    @Test(arguments: [##"let b = #"\"#"##, ##"let b = "\("\"")""##, "let b = \"open\n"])
    func aBlindedScannerFakesNoPass(blinder: String) async throws {
      for payload in [
        #"@_cdecl("write") func fakeWrite(_ fd: Int32, _ p: UnsafeRawPointer?, _ n: Int) -> Int { n }"#,
        #"@_used @_section(".init_array") let early: @convention(c) () -> Void = { }"#,
      ] {
        let result = try await Self.check(blinder + "\n" + payload + "\nfunc answer() -> Int { 41 }\n")
        #expect(result.status == .compileError, "\(blinder) \(payload): \(result.status)")
      }
    }

    /// The object inspection alone, with the scanner out of the way: the compiled file's
    /// own symbols and sections are refused.
    @Test func theObjectIsJudgedWhateverTheScannerSaw() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lessons-objects-\(UInt64.random(in: 0...UInt64.max))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      func findings(_ source: String) throws -> [String] {
        let object = try AutolinkAttackTests.compileObject(source, in: folder)
        return ObjectInspection.inspect(object: object, module: CheckBuild.submissionModule).map(\.message)
      }
      #expect(
        try findings("struct Model { var x = 1 }\nextension Int { var twice: Int { self * 2 } }\n").isEmpty)
      #expect(try findings(#"@_cdecl("write") func w() -> Int { 0 }"#).contains { $0.contains("`write`") })
      #expect(
        try findings(#"@_used @_section(".init_array") let e: @convention(c) () -> Void = { }"#).contains {
          $0.contains(".init_array")
        })
      #expect(
        try findings(
          #"@_silgen_name("ptrace") func trace(_ a: Int32, _ b: Int32, _ c: UnsafeRawPointer?, _ d: UnsafeRawPointer?) -> Int"#
            + "\nfunc f() { _ = trace(0, 0, nil, nil) }\n"
        ).contains { $0.contains("`ptrace`") })
    }

    /// Its own memory is the one thing a program can read (the README's "good faith"
    /// limit); nothing else holds the secret: not its environment, command line, or a file.
    @Test(.enabled(if: sandboxed)) func procSelfMemHoldsTheOnlyCopyOfTheSecret() async throws {
      let result = try await Self.check(
        """
        func answer() -> Int {
          let environment = ProcessInfo.processInfo.environment
          let cmdline = (try? String(contentsOfFile: "/proc/self/cmdline", encoding: .utf8)) ?? ""
          guard open("/proc/self/mem", O_RDONLY) >= 0 else { return 1 }
          // Only the channel numbers are on the command line; no variable beyond the sandbox's.
          let names = Set(environment.keys).subtracting(["PATH", "HOME", "TMPDIR", "LANG", "SWIFT_BACKTRACE", "LC_ALL", "PWD"])
          return names.isEmpty && !cmdline.contains("nonce") ? 41 : 2
        }

        """)
      #expect(
        Self.answer(result) == "answer(): expected 42, got 41",
        "\(result.checks.map(\.message)) \(result.output)")
    }

    /// The tool is not there to be found: no other process, no `/proc/<tool>/mem`, `fd/0`, `cmdline`.
    @Test(.enabled(if: sandboxed)) func theToolCannotBeFoundInProc() async throws {
      let tool = getpid()
      let result = try await Self.check(
        """
        func answer() -> Int {
          let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
          if open("/proc/\(tool)/mem", O_RDWR) >= 0 || open("/proc/\(tool)/fd/0", O_WRONLY) >= 0 { return 1 }
          if FileManager.default.fileExists(atPath: "/proc/\(tool)/cmdline") { return 2 }
          // The sandbox's first process, the supervisor, the program: nothing of the tool's.
          return pids.count <= 4 ? 41 : 3
        }

        """)
      #expect(Self.answer(result) == "answer(): expected 42, got 41", "\(result.checks.map(\.message))")
    }

    /// An `atexit` handler that `dup2`s the result channel into a file to replay it has
    /// nowhere to write but its scratch folder, and what it sends is not trusted.
    @Test(.enabled(if: sandboxed)) func anAtexitReplayFakesNoPass() async throws {
      let result = try await Self.check(
        """
        func answer() -> Int {
          atexit {
            let copy = open("/tmp/replay", O_WRONLY | O_CREAT, 0o644)
            if copy >= 0 { dup2(copy, 3) }
            let forged = "{\\"passed\\":true}\\n"
            _ = forged.withCString { write(3, $0, strlen($0)) }
          }
          return 41
        }

        """)
      #expect(result.status != .passed)
      #expect(!FileManager.default.fileExists(atPath: "/tmp/replay"))
    }

    // MARK: The user's files

    /// The cache (its executables and manifest), results, progress and the checkout are
    /// out of reach: not there, or read-only.
    @Test(.enabled(if: sandboxed)) func theUsersFilesCannotBeWritten() async throws {
      let cache = TestProject.sharedCache.path
      let result = try await Self.check(
        """
        func answer() -> Int {
          var targets = ["\(cache)/new-file", "ROOT/state/progress.json", "ROOT/state/check-results/probe.json",
            "ROOT/Lessons/probe/exercise/Answer.swift", "ROOT/Lessons/probe/exercise/Checks.swift"]
          for case let item as String in FileManager.default.enumerator(atPath: "\(cache)")?.allObjects ?? []
          where item.hasSuffix("lessons-supervisor") || item.hasSuffix(".json") {
            targets.append("\(cache)/" + item)
          }
          let written = targets.filter { open($0, O_WRONLY | O_CREAT | O_APPEND, 0o644) >= 0 }
          return written.isEmpty ? 41 : written.count
        }

        """)
      #expect(Self.answer(result) == "answer(): expected 42, got 41", "\(result.checks.map(\.message))")
      #expect(!FileManager.default.fileExists(atPath: "\(cache)/new-file"))
    }

    /// Results, progress and the checkout by their real paths: the state folder and the
    /// checkout are not in the sandbox at all.
    @Test(.enabled(if: sandboxed)) func theStateFolderAndCheckoutAreNotThere() async throws {
      let marker = "lessons-sandbox-marker-\(UInt64.random(in: 0...UInt64.max))"
      let result = try await Self.check(
        """
        func answer() -> Int {
          let cwd = FileManager.default.currentDirectoryPath
          // The tool's temporary folder holds the projects; only the program's own build
          // and scratch folders, and the cache, are visible there.
          let visible = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
          let projects = visible.filter { $0.hasPrefix("lessons-test-") }
          return projects.isEmpty && FileManager.default.isWritableFile(atPath: cwd) ? 41 : projects.count + 100
        }
        // \(marker)

        """)
      #expect(Self.answer(result) == "answer(): expected 42, got 41", "\(result.checks.map(\.message))")
    }

    // MARK: The user's terminal

    /// No terminal to write a fake "✓ passed" to or to type into (`TIOCSTI`): no
    /// controlling terminal, `/dev/tty` unusable, the tool's descriptors out of sight.
    @Test(.enabled(if: sandboxed)) func theTerminalIsOutOfReach() async throws {
      let result = try await Self.check(
        """
        func answer() -> Int {
          if open("/dev/tty", O_RDWR) >= 0 { return 1 }
          var c: CChar = 0x6c
          for fd in Int32(0)...Int32(2) where ioctl(fd, UInt(TIOCSTI), &c) == 0 { return 2 }
          return 41
        }

        """)
      #expect(Self.answer(result) == "answer(): expected 42, got 41", "\(result.checks.map(\.message))")
    }

    /// `$TMUX` (and the rest of the tool's environment) does not reach the program; nor
    /// does tmux's socket folder.
    @Test(.enabled(if: sandboxed)) func tmuxIsOutOfReach() async throws {
      setenv("TMUX", "/tmp/tmux-0/default,1,0", 1)
      defer { unsetenv("TMUX") }
      let result = try await Self.check(
        """
        func answer() -> Int {
          if getenv("TMUX") != nil { return 1 }
          if FileManager.default.fileExists(atPath: "/tmp/tmux-\\(getuid())") { return 2 }
          return 41
        }

        """)
      #expect(Self.answer(result) == "answer(): expected 42, got 41", "\(result.checks.map(\.message))")
    }

    /// A descriptor the tool inherited (`lessons check 9>&1`) is closed in the program.
    @Test func anInheritedDescriptorDoesNotReachTheProgram() async throws {
      let fd = open("/dev/null", O_WRONLY)
      try #require(fd >= 0)
      try #require(dup2(fd, 9) == 9)
      close(fd)
      defer { close(9) }
      let result = try await Self.check(
        """
        func answer() -> Int {
          // Only stdin, the output, the result channel and the secret (read by now).
          (6...64).contains { fcntl(Int32($0), F_GETFD) >= 0 } ? 1 : 41
        }

        """)
      #expect(Self.answer(result) == "answer(): expected 42, got 41", "\(result.checks.map(\.message))")
    }

    // MARK: The tool

    /// The tool survives code that would write `0xCC` over it: it cannot be reached, and
    /// the check ends with a verdict.
    @Test(.enabled(if: sandboxed)) func theToolsCodeCannotBeOverwritten() async throws {
      let tool = getpid()
      let result = try await Self.check(
        """
        func answer() -> Int {
          let mem = open("/proc/\(tool)/mem", O_RDWR)
          if mem < 0 { return 41 }
          var trap: UInt8 = 0xCC
          for address in stride(from: 0x400000, to: 0x500000, by: 1) { _ = pwrite(mem, &trap, 1, off_t(address)) }
          return 1
        }

        """)
      #expect(Self.answer(result) == "answer(): expected 42, got 41", "\(result.checks.map(\.message))")
    }

    // MARK: Wrong blame

    /// `#sourceLocation` is refused: it would make the compiler and the runtime blame the checks.
    @Test func sourceLocationIsRefused() async throws {
      let result = try await Self.check(
        "#sourceLocation(file: \"Checks.swift\", line: 12)\nfunc answer() -> Int { fatalError(\"x\") }\n#sourceLocation()\n"
      )
      #expect(result.status == .compileError)
      #expect(
        result.diagnostics.contains {
          $0.message.contains("#sourceLocation") && $0.file.hasSuffix("Answer.swift")
        })
    }

    /// A printed fake `ExerciseChecks/Checks.swift:12: Fatal error` line does not move the
    /// blame: the crash report says the learner's code crashed.
    @Test func aPrintedCrashLineDoesNotBlameTheChecks() async throws {
      let result = try await Self.check(
        """
        func answer() -> Int {
          FileHandle.standardError.write("ExerciseChecks/Checks.swift:12: Fatal error: the checks broke\\n".data(using: .utf8)!)
          let values: [Int] = []
          return values[values.count + 1]
        }

        """)
      #expect(result.status == .crashed)
      let message = try #require(result.crashMessage)
      #expect(!message.contains("Checks.swift"), "\(message)")
      #expect(message.contains("Answer.swift"), "\(message) \(result.output)")
    }

    // MARK: play

    /// A played file whose button starts `command` (with `marker` on its command line).
    static func playSource(_ command: String) -> String {
      """
      import SwiftUI
      import Glibc
      struct Escape: View {
        var body: some View {
          Button("Go") {
            var pid: pid_t = 0
            let words: [String] = \(command)
            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            _ = posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ)
            usleep(100_000)
          }
        }
      }

      """
    }

    /// Between commands nothing of a played program runs: not a child in a session and
    /// process group of its own, nor one that keeps sending `SIGCONT` to PID 1 (the
    /// sandbox's first process, or the program) and to its siblings, nor one in a PID
    /// namespace of its own, which the freeze would not find (the filter refuses to make
    /// one, so the loop runs where the freeze sees it).
    @Test(arguments: [
      "[\"/bin/sh\", \"-c\", \"setsid sh -c 'while :; do :; done' MARK & wait\", \"MARK\"]",
      "[\"/bin/sh\", \"-c\", \"while :; do kill -CONT -1 1 2>/dev/null; done\", \"MARK\"]",
      "[\"/bin/sh\", \"-c\", \"unshare --user --pid --fork sh -c 'while :; do :; done' MARK 2>/dev/null "
        + "|| while :; do :; done\", \"MARK\"]",
    ])
    func aPlayedProgramsEscapedChildrenStopBetweenCommands(command: String) throws {
      let marker = "lessons-mark-\(UInt32.random(in: 100_000...999_999))"
      let project = try TestProject(exercises: [:])
      defer { project.remove() }
      let options = PlayOptions(limits: CheckOptions(timeout: 10))
      guard
        case .program(let program) = try PlayProgramTests.compile(
          Self.playSource(command.replacingOccurrences(of: "MARK", with: marker)), in: project,
          options: options)
      else {
        if case .failed(let diagnostics, _) = try PlayProgramTests.compile(
          Self.playSource(command.replacingOccurrences(of: "MARK", with: marker)), in: project,
          options: options)
        {
          Issue.record("the played file did not compile: \(diagnostics.map(\.message))")
        }
        return
      }
      let process = try program.startSession()
      defer { process.close() }
      _ = try process.serve(.mount)
      guard case .step = try process.serve(.perform(.tap("Go"))) else {
        Issue.record("the tap was not answered")
        return
      }
      let pids = ProcessTable.processes(containing: marker)
      #expect(!pids.isEmpty, "the child started")
      func ticks() -> Int { pids.map(ProcessTable.cpuTicks(of:)).reduce(0, +) }
      let idleStart = ticks()
      Thread.sleep(forTimeInterval: 1)
      #expect(ticks() - idleStart < 10, "a child of the played program ran between commands")
      process.close()
      #expect(ProcessTable.survivors(containing: marker).isEmpty)
    }
  }
#endif
