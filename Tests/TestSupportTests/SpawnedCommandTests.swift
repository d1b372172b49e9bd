import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runner most of the suite's commands go through: what it must not do is hang, die
/// of SIGPIPE, or lose output.
@Suite struct SpawnedCommandTests {
  /// A megabyte through `cat` and back: with the input written before the output was
  /// read, both pipes would fill and neither side go on.
  @Test func anInputLargerThanAPipeComesBackWhole() throws {
    let input = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 % 251) })
    let outcome = try SpawnedCommand.run("/bin/cat", [], input: input)
    #expect(outcome.status == 0)
    #expect(outcome.output == input)
  }

  /// A command that ends without reading its input: the write fails with EPIPE, and the
  /// test process lives on.
  @Test func aCommandThatReadsNothingDoesNotEndTheTests() throws {
    let input = Data(repeating: 0x61, count: 1 << 20)
    let outcome = try SpawnedCommand.run("/bin/sh", ["-c", "exit 4"], input: input)
    #expect(outcome.status == 4)
  }

  /// A daemon the command leaves behind holds its standard output open: the run ends
  /// with the command, not with the daemon.
  @Test func aDaemonHoldingTheOutputDoesNotHoldTheRun() throws {
    let mark = ProcessTable.uniqueSleepSeconds()
    let started = ContinuousClock.now
    let outcome = try SpawnedCommand.run("/bin/sh", ["-c", "/bin/sleep \(mark) & echo $!"])
    let pid = try #require(
      pid_t(
        outcome.output.split(separator: UInt8(ascii: "\n")).first.map {
          String(decoding: $0, as: UTF8.self)
        } ?? ""))
    kill(pid, SIGKILL)
    #expect(outcome.status == 0)
    #expect(ContinuousClock.now - started < .seconds(10), "the run waited for the daemon")
  }

  @Test func theStatusIsTheExitCodeOrTheSignal() throws {
    #expect(try SpawnedCommand.run("/bin/sh", ["-c", "exit 3"]).status == 3)
    #expect(try SpawnedCommand.run("/bin/sh", ["-c", "kill -TERM $$"]).status == SIGTERM)
  }

  @Test func errorsAreSeparateMergedOrDiscarded() throws {
    let script = ["-c", "echo out; echo err >&2"]
    let separate = try SpawnedCommand.run("/bin/sh", script)
    #expect(String(decoding: separate.output, as: UTF8.self) == "out\n")
    #expect(String(decoding: separate.error, as: UTF8.self) == "err\n")
    let merged = try SpawnedCommand.run("/bin/sh", script, errors: .merged)
    #expect(String(decoding: merged.output, as: UTF8.self) == "out\nerr\n")
    let discarded = try SpawnedCommand.run("/bin/sh", script, errors: .discarded)
    #expect(String(decoding: discarded.output, as: UTF8.self) == "out\n" && discarded.error.isEmpty)
  }

  @Test func theDirectoryAndEnvironmentAreTheOnesGiven() throws {
    let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    let outcome = try SpawnedCommand.run(
      "/bin/sh", ["-c", "pwd; echo \"$ONLY\"; env | wc -l"], environment: ["ONLY": "this"], directory: folder)
    let lines = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.first == folder)
    #expect(lines.dropFirst().first == "this")
    // ONLY, and the PWD and SHLVL that sh sets itself, at most.
    #expect(Int(lines.last ?? "") ?? 99 <= 3, "\(lines)")
  }

  @Test func aMissingProgramIsAnErrorThatNamesIt() {
    #expect {
      try SpawnedCommand.run("/nonexistent/program", [])
    } throws: { error in
      "\(error)".contains("/nonexistent/program")
    }
  }
}
