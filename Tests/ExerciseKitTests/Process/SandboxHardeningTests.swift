import Foundation
import Testing

@testable import ExerciseKit

#if canImport(Glibc)
  import Glibc
#endif

/// What the sandbox refuses, tried from inside it with the system's own tools: the same
/// `bwrap` command line, filter and limits every compile, link, check and play program
/// gets. Skipped, with a warning, where the sandbox cannot run.
#if os(Linux)
  @Suite struct SandboxHardeningTests {
    static let sandbox: BubblewrapSandbox? = {
      switch BubblewrapSandbox.availability {
      case .available(let sandbox): return sandbox
      case .unavailable(let reason):
        print("warning: SandboxHardeningTests are skipped: \(reason)")
        return nil
      }
    }()

    /// Runs `script` with `/bin/sh` in the sandbox; its output and how it ended.
    static func run(_ script: String) throws -> ProcessOutcome {
      var configuration = ChildProcess.Configuration(
        executable: "/bin/sh", arguments: ["-c", script], environment: [:], timeout: 20)
      let sandbox: BubblewrapSandbox = try #require(Self.sandbox)
      configuration.sandbox = sandbox
      return try ChildProcess(configuration: configuration).run()
    }

    @Test(.enabled(if: sandbox != nil), arguments: ["unshare --user true", "unshare --pid --fork true"])
    func noNamespaceCanBeMadeInside(command: String) throws {
      let outcome = try Self.run("\(command) && echo MADE")
      #expect(!outcome.output.contains("MADE"), "\(outcome.output)")
      #expect(outcome.output.contains("Operation not permitted"), "\(outcome.output)")
    }

    /// `setarch -R` asks `personality` for `ADDR_NO_RANDOMIZE`.
    @Test(.enabled(if: sandbox != nil)) func personalityCannotTurnOffRandomisation() throws {
      let outcome = try Self.run("setarch \"$(uname -m)\" -R true && echo CHANGED")
      #expect(!outcome.output.contains("CHANGED"), "\(outcome.output)")
    }

    /// Opening a sysctl for writing changes nothing by itself; it must not even open.
    @Test(.enabled(if: sandbox != nil)) func procSysCannotBeOpenedForWriting() throws {
      let outcome = try Self.run("exec 3>/proc/sys/kernel/core_pattern && echo OPENED")
      #expect(!outcome.output.contains("OPENED"), "\(outcome.output)")
      #expect(outcome.output.contains("Read-only file system"), "\(outcome.output)")
    }

    @Test(.enabled(if: sandbox != nil)) func devIsReadOnlyAndSharedMemoryIsSmall() throws {
      let outcome = try Self.run(
        "touch /dev/planted && echo PLANTED; dd if=/dev/zero of=/dev/shm/fill bs=1048576 count=64 2>/dev/null; "
          + "echo \"shm $(stat -c %s /dev/shm/fill)\"")
      #expect(!outcome.output.contains("PLANTED"), "\(outcome.output)")
      #expect(outcome.output.contains("shm \(BubblewrapSandbox.sharedMemoryBytes)"), "\(outcome.output)")
    }

    /// No capability, and `nobody` inside when the tool is root.
    @Test(.enabled(if: sandbox != nil)) func theIdIsUnprivileged() throws {
      let outcome = try Self.run("id -u; grep CapEff /proc/self/status")
      let expected = geteuid() == 0 ? BubblewrapSandbox.unprivilegedID : geteuid()
      #expect(outcome.output.hasPrefix("\(expected)\n"), "\(outcome.output)")
      #expect(outcome.output.contains("CapEff:\t0000000000000000"), "\(outcome.output)")
    }

    /// Run by root, the sandbox is `nobody` on the host as well: what it writes is `nobody`'s,
    /// and a sysctl would be refused by id even if `/proc/sys` were writable.
    @Test(.enabled(if: geteuid() == 0 && sandbox != nil)) func asRootTheSandboxIsNobodyOnTheHostToo() throws {
      guard case .available(let nobody) = BubblewrapSandbox.nobodyAvailability else {
        Issue.record("root, yet bwrap cannot start as nobody: \(BubblewrapSandbox.nobodyAvailability)")
        return
      }
      let folder = try LockedFolder(kind: "test")
      defer { folder.remove() }
      let scratch = folder.url.path
      var configuration = ChildProcess.Configuration(
        executable: "/bin/sh", arguments: ["-c", "touch mine; id -u"], environment: [:],
        timeout: 20)
      configuration.sandbox = nobody
      configuration.scratchFolder = scratch
      let outcome = try ChildProcess(configuration: configuration).run()
      let owner = try FileManager.default.attributesOfItem(atPath: "\(scratch)/mine")[.ownerAccountID] as? Int
      #expect(owner == Int(BubblewrapSandbox.unprivilegedID), "\(outcome.output)")
      #expect(outcome.output == "65534\n", "\(outcome.output)")
    }

    /// Nothing on the way to the program is writable but its own folder: not `/tmp`, not `$HOME`'s host folder.
    @Test(.enabled(if: sandbox != nil)) func onlyTheScratchFolderIsWritable() throws {
      let outside = "/tmp/lessons-hardening-\(UInt64.random(in: 0...UInt64.max))"
      let outcome = try Self.run("touch \(outside) || echo REFUSED; touch \"$HOME/mine\" && echo OWN")
      #expect(!FileManager.default.fileExists(atPath: outside))
      #expect(outcome.output.contains("REFUSED") && outcome.output.contains("OWN"), "\(outcome.output)")
    }

    /// A `bwrap` that root does not own, or others may write, is not one to trust; the installed one is.
    @Test func onlyATrustworthyBwrapIsRun() throws {
      let fake = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lessons-fake-bwrap-\(UInt64.random(in: 0...UInt64.max))")
      try Data("#!/bin/sh\nexec \"$@\"\n".utf8).write(to: fake)
      defer { try? FileManager.default.removeItem(at: fake) }
      chmod(fake.path, 0o777)
      #expect(BubblewrapSandbox.trustworthiness(of: fake.path) != nil)
      if FileManager.default.fileExists(atPath: BubblewrapSandbox.installedExecutable) {
        #expect(BubblewrapSandbox.trustworthiness(of: BubblewrapSandbox.installedExecutable) == nil)
      }
    }

    /// The filter is written once and is a whole BPF program (8-byte instructions).
    @Test func theFilterIsWritten() throws {
      let program = try SeccompFilter.program.get()
      #expect(program.count > 8 && program.count % 8 == 0)
    }
  }
#endif
