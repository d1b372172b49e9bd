import Foundation
import Synchronization
import TestSupport
import Testing
import WorkbenchSupport

@testable import ExerciseKit

/// `check --all`, `watch`, and the runtime cache under concurrent builders.
@Suite struct ParallelAndWatchTests {
  static func exercise(answer: Int) -> [String: String] {
    [".starter/Answer.swift": "func answer() -> Int { \(answer) }\n", "Checks.swift": BadCaseTests.checks]
  }

  @Test func checkAllRunsEveryExerciseAndReportsProgressInOrder() async throws {
    let project = try TestProject(exercises: [
      "a-right": Self.exercise(answer: 42), "b-wrong": Self.exercise(answer: 7),
      "c-right": Self.exercise(answer: 42),
    ])
    defer { project.remove() }
    let seen = Mutex<[Int]>([])
    let workbench = project.workbench
    let results = try await BackgroundRunner.run { _ throws(ExerciseError) in
      try workbench.checkAll(
        events: CheckEvents(
          announce: { _ in }, progress: { done, total, _ in seen.withLock { $0.append(done * 10 + total) } }))
    }
    #expect(results.map(\.id) == ["a-right", "b-wrong", "c-right"])
    #expect(results.map(\.status) == [.passed, .failed, .passed])
    let reported = seen.withLock { $0 }
    #expect(reported.first == 3 && reported.last == 33)
    let progress = try project.workbench.progress.load().progress
    #expect(
      progress["a-right"].passes == 1 && progress["b-wrong"].attempts == 1 && progress["b-wrong"].passes == 0)
  }

  /// Polling alone (events off, fast polls), and events alone (polls too slow to matter; Linux).
  @Test(arguments: [(false, 0.05), (true, 30.0)])
  func watchChecksAgainAfterASaveThroughATemporaryFileAndRename(usesFileEvents: Bool, pollInterval: Double)
    async throws
  {
    #if !os(Linux)
      if usesFileEvents { return }
    #endif
    let project = try TestProject(exercises: ["probe": Self.exercise(answer: 7)])
    defer { project.remove() }
    let learner = project.root.appendingPathComponent("Exercises/probe/Answer.swift")
    let stop = CancellationFlag()
    let results = Mutex<[ExerciseStatus]>([])
    let waits = Mutex(0)
    let workbench = project.workbench
    // The runtime is built first: on a cold cache, with the suite's other tests building
    // and checking at once, the build alone can outlast the waits below, and it is not
    // what this test is about.
    _ = try workbench.prepareRuntime()
    let watcher = Thread {
      var watchOptions = WatchOptions()
      watchOptions.pollInterval = pollInterval
      watchOptions.usesFileEvents = usesFileEvents
      watchOptions.debounce = 0.1
      try? workbench.watch(
        ["probe"], watchOptions: watchOptions, cancellation: stop,
        onWaiting: { _ in waits.withLock { $0 += 1 } },
        onResult: { result in results.withLock { $0.append(result.status) } })
      waits.withLock { $0 = -1000 }
    }
    watcher.start()
    // Sleeping, not blocking: the watcher runs on its own thread, and a blocked
    // test would hold one of the cooperative pool's few threads.
    func waitFor(_ condition: () -> Bool) async {
      let deadline = Date().addingTimeInterval(60)
      while !condition() && Date() < deadline { try? await Task.sleep(for: .milliseconds(50)) }
    }
    await waitFor { waits.withLock { $0 } >= 1 }
    #expect(results.withLock { $0 } == [.failed])

    // The way many editors save: write a sibling, then rename it over the original.
    let temporary = learner.deletingLastPathComponent().appendingPathComponent(".Answer.swift.swp")
    try Data("func answer() -> Int { 42 }\n".utf8).write(to: temporary)
    #expect(rename(temporary.path, learner.path) == 0)
    await waitFor { results.withLock { $0.count } >= 2 }
    #expect(results.withLock { $0 } == [.failed, .passed])

    stop.cancel()
    await waitFor { waits.withLock { $0 } < 0 }
    #expect(waits.withLock { $0 } < 0, "watch should return once cancelled")
  }

  /// A `swiftc` that builds nothing: it notes each call in `log`, takes a moment (so that the
  /// builders overlap), and writes every file it is asked for (`-o`, `-emit-module-path`).
  static func fakeCompiler(in folder: URL, log: URL) throws -> URL {
    let script = folder.appendingPathComponent("swiftc")
    try ExecutableFile.write(
      """
      #!/bin/sh
      echo "$*" >> '\(log.path)'
      sleep 0.2
      previous=""
      for argument in "$@"; do
        if [ "$previous" = "-o" ] || [ "$previous" = "-emit-module-path" ]; then
          mkdir -p "$(dirname "$argument")" && echo built > "$argument"
        fi
        previous="$argument"
      done
      exit 0

      """, to: script)
    return script
  }

  /// Three builders at once: one builds, the others wait for its lock and find the module
  /// ready. The compiler is a stand-in (``fakeCompiler(in:log:)``): what is tested is the
  /// lock, and a real build (``ToolchainFaultTests``) takes some 20 s of both cores.
  @Test func concurrentBuildersBuildTheRuntimeOnce() async throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-cache-race-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: cache) }
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let log = cache.appendingPathComponent("swiftc-calls.txt")
    let builder = RuntimeModuleCache(
      toolchain: Toolchain(swiftc: try Self.fakeCompiler(in: cache, log: log)),
      sourcesDirectory: SourceTree.url("Sources/StateRuntime"),
      playDriverDirectory: SourceTree.url("Sources/LessonsPlayDriver"),
      checkHarnessFiles: [
        SourceTree.url("Lessons/.harness/CheckHarness.swift")
      ],
      cacheDirectory: cache, environment: ProcessInfo.processInfo.environment)
    let outcomes = Mutex<[Result<RuntimeModule, ExerciseError>]>([])
    let announcements = Mutex(0)
    // Three builders at once, started from a thread of their own (the test runner's
    // cooperative pool has few threads).
    try await BackgroundRunner.run { _ throws(ExerciseError) in
      DispatchQueue.concurrentPerform(iterations: 3) { _ in
        let outcome: Result<RuntimeModule, ExerciseError>
        do throws(ExerciseError) {
          outcome = .success(
            try builder.prepare(announce: { _ in announcements.withLock { $0 += 1 } }, cancellation: nil))
        } catch {
          outcome = .failure(error)
        }
        outcomes.withLock { $0.append(outcome) }
      }
    }
    let modules = try outcomes.withLock { $0 }.map { try $0.get() }
    #expect(modules.count == 3)
    #expect(Set(modules.map(\.directory)).count == 1)
    #expect(modules.filter(\.builtNow).count == 1)
    #expect(announcements.withLock { $0 } == 1)
    // One build's compiles: the runtime's module was compiled once.
    let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(calls.filter { $0.contains("-module-name StateRuntime ") }.count == 1, "\(calls)")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: cache.appendingPathComponent("runtime").path)
    #expect(!leftovers.contains { $0.hasPrefix(".building") })
  }

  @Test func aRunawayAllocationHitsTheMemoryLimit() async throws {
    let project = try BadCaseTests.project(
      learner: """
        func answer() -> Int {
          var hoard: [[UInt8]] = []
          while true { hoard.append([UInt8](repeating: 1, count: 64 << 20)) }
        }
        """)
    defer { project.remove() }
    var options = BadCaseTests.quick
    options.memoryLimitBytes = 512 << 20
    let result = try await project.workbench.checkOffThePool("probe", options: options)
    #expect(result.status == .crashed, "\(CheckReportRenderer(styler: .plain).render(result))")
    #expect(result.notes.contains { $0.contains("512 MiB") })
  }
}
