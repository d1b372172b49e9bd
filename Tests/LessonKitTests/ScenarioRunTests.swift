import StateRuntime
import Testing

@testable import LessonKit

/// How a run is judged: the claim holds only when the runtime shows exactly
/// what the lesson says, and a step that cannot run breaks it.
@MainActor
struct ScenarioRunTests {
  @MainActor @Observable
  final class Counter {
    var value = 0
  }

  struct Screen: View {
    let counter: Counter
    var body: some View {
      VStack {
        Text("Count: \(counter.value)")
        Button("Add") { counter.value += 1 }
      }
    }
  }

  /// A lesson whose "broken" version is as correct as its fixed one.
  static func lesson(steps: [ScenarioStep]) -> Lesson {
    Lesson(
      id: "no-bug", title: "No bug", summary: "", story: [],
      ownership: Ownership(value: "", truth: "", lifetime: "", writers: "", persistence: ""),
      code: LessonCode(broken: [], fixed: [], source: { _ in nil }),
      scenario: Scenario(
        makeApp: { _, xcode in
          let counter = Counter()
          return LessonApp(
            Screen(counter: counter), xcode: xcode,
            events: [OutsideEvent("reset", "back to zero") { counter.value = 0 }],
            facts: ["counter.value": { "\(counter.value)" }])
        }, steps: steps, verdict: { app, _ in "count \(app.fact("counter.value"))" }))
  }

  static let countShows = Expectation("the text shows the count", revealsBug: true) { app in
    let shown = app.host.element("Count")?.label ?? "(none)"
    return .equal(shown, "Count: \(app.fact("counter.value"))", shown)
  }

  @Test func aBrokenVersionThatShowsNoBugDoesNotHoldItsClaim() async {
    let lesson = Self.lesson(steps: [
      ScenarioStep("Mount", .mount), ScenarioStep("Add", .tap("Add"), expect: [Self.countShows]),
    ])
    let broken = await ScenarioRun(lesson: lesson, variant: .broken).runToEnd()
    #expect(!broken.claimHeld)
    #expect(
      TranscriptRenderer.verdict(for: broken).first?.text.hasPrefix("Verdict: Bug NOT reproduced") == true)
    let fixed = await ScenarioRun(lesson: lesson, variant: .fixed).runToEnd()
    #expect(fixed.claimHeld)
    #expect(fixed.verdict == "count 1")
  }

  @Test func aStepThatCannotRunBreaksTheClaim() async {
    let lesson = Self.lesson(steps: [ScenarioStep("Mount", .mount), ScenarioStep("Redo", .event("redo"))])
    let report = await ScenarioRun(lesson: lesson, variant: .fixed).runToEnd()
    #expect(!report.claimHeld)
    #expect(report.steps[1].error == "No outside event named \"redo\". This app has: reset.")
    #expect(
      TranscriptRenderer.lines(for: report.steps[1], variant: .fixed).last?.text
        == "   ✗ could not perform the step: No outside event named \"redo\". This app has: reset.")
  }

  struct Looping: View {
    @State var n = 0
    var body: some View {
      n += 1
      return Text("\(n)")
    }
  }

  @Test func anUpdateThatNeverSettlesFailsTheStepAndTheClaim() async {
    let lesson = Lesson(
      id: "loop", title: "Loop", summary: "", story: [],
      ownership: Ownership(value: "", truth: "", lifetime: "", writers: "", persistence: ""),
      code: LessonCode(broken: [], fixed: [], source: { _ in nil }),
      scenario: Scenario(
        makeApp: { _, xcode in LessonApp(Looping(), xcode: xcode, events: [], facts: [:]) },
        steps: [ScenarioStep("Mount", .mount)], verdict: { _, _ in "looped" }))
    let report = await ScenarioRun(lesson: lesson, variant: .fixed).runToEnd()
    #expect(!report.claimHeld)
    #expect(report.steps[0].error?.hasPrefix("never-settled: The update never settled") == true)
  }

  @Test func pokesAfterTheRunReportOnlyTheirOwnEvents() async {
    let lesson = Self.lesson(steps: [ScenarioStep("Mount", .mount)])
    let run = ScenarioRun(lesson: lesson, variant: .fixed)
    _ = await run.runToEnd()
    let outcome = await run.perform(.tap("Add"))
    #expect(outcome.error == nil)
    #expect(
      LogRenderer.lines(for: outcome.events).map(\LogLine.text) == [
        "⚡ Counter.value changed → Screen invalidated", "Screen: @dependencies changed.",
        "└ pass 2: 1 body evaluated",
      ])
    let missing = await run.perform(.tap("Ad"))
    #expect(missing.error == "No button labelled \"Ad\" on screen. On screen: \"Add\". Did you mean \"Add\"?")
    #expect(missing.events.isEmpty)
  }
}

extension ScenarioRunTests {
  /// A bug the toolchain decides: the broken version is meant to fail the expectation
  /// in Xcode 26 only, so in Xcode 27 it holds, and the claim rests on the others.
  @Test func anExpectationRevealsABugOnlyInItsEras() async {
    let onlyOld = Expectation("shows nothing yet", revealsBugIn: [.v26]) { _ in
      .init(holds: false, observed: "always fails")
    }
    #expect(onlyOld.revealsBug(in: .v26) && !onlyOld.revealsBug(in: .v27))
    let lesson = Self.lesson(steps: [ScenarioStep("Mount", .mount, expect: [onlyOld])])
    let old = await ScenarioRun(lesson: lesson, variant: .broken, xcode: .v26).runToEnd()
    #expect(old.claimHeld)
    #expect(old.xcode == .v26)
    // In Xcode 27 the same failure reveals no bug: it is a failure the lesson did not claim.
    let new = await ScenarioRun(lesson: lesson, variant: .broken, xcode: .v27).runToEnd()
    #expect(!new.claimHeld)
    #expect(new.steps[0].results.map(\.revealsBug) == [false])
  }

  /// Each action's bodies, not the ones before it; the mount counts its own.
  @Test func theLastActionsBodiesAreItsOwn() async {
    let lesson = Self.lesson(steps: [ScenarioStep("Mount", .mount)])
    let run = ScenarioRun(lesson: lesson, variant: .fixed)
    _ = await run.runToEnd()
    let app = run.app!
    #expect(app.bodiesOfLastAction == ["Screen"])
    _ = await run.perform(.event("reset"))
    #expect(app.bodiesOfLastAction.isEmpty)  // the count was already 0: an equal write
    _ = await run.perform(.tap("Add"))
    #expect(app.bodiesOfLastAction == ["Screen"])
  }

  /// `activate` runs before the mount, before every action and before every
  /// update pass (the mount's own pass included).
  @Test func activateRunsBeforeEveryActionAndPass() async throws {
    var calls = 0
    let app = LessonApp(Self.Screen(counter: Counter()), activate: { calls += 1 })
    #expect(calls == 2)  // before mounting, and before the mount's pass
    _ = await app.perform(.mount)
    #expect(calls == 3)  // nothing was invalid: no pass
    _ = await app.perform(.tap("Add"))
    #expect(calls == 5)  // the action, and the pass it caused
  }
}
