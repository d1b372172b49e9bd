import Foundation
import Synchronization
import Testing

@testable import ExerciseKit

/// `check --all` reuses the result of an exercise whose inputs did not change (issue 10, item 6).
@Suite(.serialized) struct CheckResultCacheTests {
  @Test func unchangedExercisesAreReusedAndAChangedOneIsCheckedAgain() async throws {
    let project = try TestProject(exercises: [
      "a-right": ParallelAndWatchTests.exercise(answer: 42),
      "b-wrong": ParallelAndWatchTests.exercise(answer: 7),
    ])
    defer { project.remove() }
    let workbench = project.workbench
    let finished = Mutex<[String]>([])
    let events = CheckEvents(
      announce: { _ in },
      finished: { done, total, result in finished.withLock { $0.append("\(done)/\(total) \(result.id)") } })
    let first = try await BackgroundRunner.run { _ throws(ExerciseError) in
      try workbench.checkAll(events: events)
    }
    #expect(first.map(\.reused) == [false, false])
    // One line per exercise, counted in the order they finished: "1/2 …", then "2/2 …".
    let lines = finished.withLock { $0 }
    #expect(lines.map { $0.prefix(3) } == ["1/2", "2/2"])
    #expect(Set(lines.map { $0.dropFirst(4) }) == ["a-right", "b-wrong"])
    let second = try await BackgroundRunner.run { _ throws(ExerciseError) in try workbench.checkAll() }
    #expect(second.map(\.reused) == [true, true])
    #expect(second.map(\.status) == first.map(\.status))
    // A reused result is not another attempt.
    #expect(try workbench.progress.load().progress["b-wrong"].attempts == 1)

    try project.write("func answer() -> Int { 42 }\n", to: "Answer.swift", in: "b-wrong")
    let third = try await BackgroundRunner.run { _ throws(ExerciseError) in try workbench.checkAll() }
    #expect(third.map(\.reused) == [true, false])
    #expect(third.map(\.status) == [.passed, .passed])

    // A single check always runs.
    let single = try await workbench.checkOffThePool("a-right", options: CheckOptions())
    #expect(!single.reused)
  }

  @Test func otherLimitsAreAnotherKey() async throws {
    let project = try TestProject(exercises: ["a-right": ParallelAndWatchTests.exercise(answer: 42)])
    defer { project.remove() }
    let workbench = project.workbench
    _ = try await BackgroundRunner.run { _ throws(ExerciseError) in try workbench.checkAll() }
    let longer = try await BackgroundRunner.run { _ throws(ExerciseError) in
      try workbench.checkAll(options: CheckOptions(timeout: 11))
    }
    #expect(longer.map(\.reused) == [false])
  }
}
