import StateRuntime
import Testing

@testable import LessonKit

/// A run credits every stretch of its log to the step or command that produced it.
@MainActor
struct LogSegmentTests {
  @Test func segmentsFollowStepsAndPokesAndSkipFailedPokes() async {
    let lesson = ScenarioRunTests.lesson(steps: [
      ScenarioStep("Mount", .mount), ScenarioStep("Add one", .tap("Add")),
    ])
    let run = ScenarioRun(lesson: lesson, variant: .fixed)
    await run.runNextStep()
    _ = await run.perform(.tap("Add"))
    // A poke that cannot happen changes nothing, so the log credits nothing to it.
    let missing = await run.perform(.tap("Nope"))
    #expect(missing.error != nil)
    await run.runNextStep()

    #expect(
      run.logSegments.map(\.source) == [
        .step(number: 1, title: "Mount"), .command("tap \"Add\""), .step(number: 2, title: "Add one"),
      ])
    // Together the segments are the whole log since mount, in order.
    #expect(run.logSegments.flatMap(\.events) == run.app?.host.events)
    #expect(
      run.logSegments.map(\.source.description) == [
        "step 1 · Mount", "you · tap \"Add\"", "step 2 · Add one",
      ])
  }

  @Test func remountingStartsTheLogAfresh() async {
    let lesson = ScenarioRunTests.lesson(steps: [ScenarioStep("Mount", .mount)])
    let run = ScenarioRun(lesson: lesson, variant: .fixed)
    await run.runNextStep()
    _ = await run.perform(.tap("Add"))
    _ = await run.perform(.mount)
    #expect(run.logSegments.map(\.source) == [.command("mount")])
  }
}
