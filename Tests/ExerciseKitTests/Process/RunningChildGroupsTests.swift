import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// A stopped child takes what it started with it, even what runs in groups of its own (as a
/// Swift driver's jobs do), and the tool knows every child's group while it runs.
@Suite struct RunningChildGroupsTests {
  /// A `swiftc` as the driver behaves: its job (`sleep`) runs in a session and process
  /// group of its own, and `SIGINT` (not `SIGTERM`) makes it end the job and exit.
  static func driverLikeCompiler(in folder: URL, mark: String) throws -> URL {
    let script = folder.appendingPathComponent("swiftc")
    try ExecutableFile.write(
      """
      #!/bin/sh
      setsid /bin/sleep \(mark) &
      job=$!
      trap 'kill $job; exit 130' INT
      trap '' TERM
      wait
      """, to: script)
    return script
  }

  @Test func aStoppedDriverEndsTheJobsItRunsInGroupsOfTheirOwn() throws {
    let mark = ProcessTable.uniqueSleepSeconds()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-driver-\(mark)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let compiler = try Self.driverLikeCompiler(in: folder, mark: mark)
    let outcome = try ChildProcess(
      configuration: .init(executable: compiler.path, arguments: [], environment: [:], timeout: 1)
    ).run()
    #expect(outcome.termination == .timedOut)
    // Killing the driver's group alone left the job running for its whole sleep.
    #expect(ProcessTable.survivors(containing: mark).isEmpty)
  }

  @Test func aChildsGroupIsKnownWhileItRunsAndForgottenAfter() async throws {
    let mark = ProcessTable.uniqueSleepSeconds()
    let stop = CancellationFlag()
    // Whatever the expectations find, the child stops.
    defer { stop.cancel() }
    // On a thread of its own: the run blocks, and the test runner's pool has a thread per core.
    async let outcome = BackgroundRunner.run { _ throws(ExerciseError) in
      try ChildProcess(
        configuration: .init(executable: "/bin/sleep", arguments: [mark], environment: [:], timeout: 60)
      ).run(cancellation: stop)
    }
    var pid: Int32?
    let giveUp = Date().addingTimeInterval(30)
    while pid == nil, Date() < giveUp {
      pid = ProcessTable.processes(containing: mark).first
      if pid == nil { try await Task.sleep(for: .milliseconds(20)) }
    }
    let child = try #require(pid)
    #expect(RunningChildGroups.groups.contains(child))
    stop.cancel()
    #expect(try await outcome.termination == .cancelled)
    #expect(!RunningChildGroups.groups.contains(child))
  }
}
