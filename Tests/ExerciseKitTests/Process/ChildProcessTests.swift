import Foundation
import Testing

@testable import ExerciseKit

/// How ``ChildProcess`` hands a child its pipes.
@Suite struct ChildProcessTests {
  /// A child that ends before its secret is written must not take the tool with it: with
  /// no reader left, the write would raise SIGPIPE and end this process (exit 141).
  ///
  /// The race is the kernel's to decide, so it is run many times: `/bin/true` ends within
  /// a millisecond of its spawn, and before the fix about one spawn in a hundred lost it.
  @Test func aChildThatEndsAtOnceStillLeavesTheToolRunning() throws {
    for _ in 0..<300 {
      var configuration = ChildProcess.Configuration(
        executable: "/bin/true", arguments: [], environment: [:], timeout: 20)
      configuration.secret = "a secret the child never reads"
      let outcome = try ChildProcess(configuration: configuration).run()
      #expect(outcome.termination == .exited(0))
    }
  }
}
