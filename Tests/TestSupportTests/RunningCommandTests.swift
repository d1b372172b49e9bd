import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The running command the shell's conversation tests talk to.
@Suite struct RunningCommandTests {
  /// Polls `condition` every 20 ms for up to 10 s.
  static func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<500 {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }

  @Test func aConversationWithCatEndsWhenItsInputCloses() throws {
    let command = try RunningCommand("/bin/cat", [], environment: [:])
    command.write("first\n")
    #expect(Self.eventually { command.output == "first\n" })
    #expect(command.isRunning)
    command.write("second\n")
    command.closeInput()
    #expect(Self.eventually { !command.isRunning })
    #expect(command.status == 0)
    #expect(Self.eventually { command.output == "first\nsecond\n" })
  }

  /// A command that has stopped reading: the write fails, the test process goes on.
  @Test func writingToACommandThatEndedIsHarmless() throws {
    let command = try RunningCommand("/bin/sh", ["-c", "echo bye >&2; exit 5"], environment: [:])
    #expect(Self.eventually { !command.isRunning })
    command.write(String(repeating: "x", count: 1 << 20))
    #expect(command.status == 5)
    #expect(Self.eventually { command.errorOutput == "bye\n" })
  }

  @Test func aCommandReleasedWhileRunningIsKilled() throws {
    let mark = ProcessTable.uniqueSleepSeconds()
    do {
      let command = try RunningCommand("/bin/sleep", ["\(mark)"], environment: [:])
      #expect(command.isRunning)
      #expect(!ProcessTable.survivors(containing: mark, within: 0).isEmpty)
    }
    #expect(ProcessTable.survivors(containing: mark).isEmpty)
  }
}
