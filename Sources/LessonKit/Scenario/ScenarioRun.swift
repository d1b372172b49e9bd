import StateRuntime

/// A lesson's scenario being run against one version, step by step.
///
/// The run keeps the app mounted afterwards so the learner can poke it
/// (``perform(_:)``); every action's log is the runtime's own events.
@MainActor
package final class ScenarioRun {
  package let lesson: Lesson
  package let variant: Variant
  /// The Xcode release whose SwiftUI the run reproduces.
  package let xcode: XcodeRelease
  /// The mounted app; `nil` until the mount step ran.
  package private(set) var app: LessonApp?
  package private(set) var reports: [StepReport] = []
  /// The log since mount, one segment per step or command, in order.
  package private(set) var logSegments: [LogSegment] = []
  private var nextStepIndex = 0
  private var eventCursor = 0

  package init(lesson: Lesson, variant: Variant, xcode: XcodeRelease = .current) {
    self.lesson = lesson
    self.variant = variant
    self.xcode = xcode
  }

  /// Whether scenario steps remain.
  package var hasNextStep: Bool { nextStepIndex < lesson.scenario.steps.count }

  /// The step that ``runNextStep()`` would run.
  package var nextStep: ScenarioStep? { hasNextStep ? lesson.scenario.steps[nextStepIndex] : nil }

  /// Runs the next step and checks its expectations.
  @discardableResult
  package func runNextStep() async -> StepReport? {
    guard let step = nextStep else { return nil }
    nextStepIndex += 1
    let outcome = await perform(step.action, source: .step(number: nextStepIndex, title: step.title))
    let results: [ExpectationResult] =
      if let app {
        step.expectations.map { expectation in
          let observation = expectation.check(app)
          return ExpectationResult(
            description: expectation.description, holds: observation.holds, observed: observation.observed,
            revealsBug: expectation.revealsBug(in: xcode))
        }
      } else { [] }
    let report = StepReport(
      number: nextStepIndex, title: step.title, action: step.action, events: outcome.events,
      error: outcome.error ?? Self.neverSettled(in: outcome.events), results: results)
    reports.append(report)
    return report
  }

  /// The step's failure when an update in it never settled: the step failed,
  /// whatever its expectations saw (`never-settled`, never "ok").
  package static func neverSettled(in events: [RuntimeEvent]) -> String? {
    for event in events {
      if case .issueRaised(let issue) = event, issue.kind == .updateLoop {
        return "never-settled: \(issue.message)"
      }
    }
    return nil
  }

  /// Runs every remaining step, then judges the run and runs the lesson's
  /// comparison, if it has one.
  package func runToEnd() async -> RunReport {
    while hasNextStep {
      await runNextStep()
    }
    return finish(comparison: await lesson.comparison?.run(xcode: xcode))
  }

  /// Judges the run from the steps reported so far.
  ///
  /// - Parameter comparison: the counts of the lesson's ``Comparison``, run
  ///   separately (it mounts builds of its own), to report with the verdict.
  package func finish(comparison: ComparisonResult? = nil) -> RunReport {
    let reproduced = RunReport.claimHolds(for: variant, in: reports)
    let summary = app.map { lesson.scenario.verdict($0, variant) } ?? "The app was never mounted."
    return RunReport(
      lessonID: lesson.id, variant: variant, xcode: xcode, steps: reports, verdict: summary,
      claimHeld: reproduced,
      comparison: comparison)
  }

  /// Performs one action on the mounted app (a step, or a learner's poke in
  /// the shell) and returns the runtime events it produced.
  ///
  /// - Parameter source: what to credit the log lines to; a typed command by default.
  package func perform(_ action: Command, source: LogSegment.Source? = nil) async -> ActionOutcome {
    var error: String?
    switch action {
    case .mount, .remount:
      let mounted = lesson.scenario.makeApp(variant, xcode)
      mounted.declare(lesson.scenario.facts)
      app = mounted
      eventCursor = 0
      logSegments = []
      error = await mounted.perform(.mount)
    default:
      error = await act(action)
    }
    let events = takeNewEvents()
    // A poke that could not happen changed nothing, and a look or a check changes nothing:
    // the log has nothing to credit to either.
    if action.changesApp && (error == nil || !events.isEmpty) {
      // The tree is read now: a session exported later (`log --html`) shows each step as it was.
      let host = app?.host
      logSegments.append(
        LogSegment(
          source: source ?? .command(action.description), action: action, events: events,
          tree: host.map { TreeSnapshot(rendered: $0.render(), events: $0.events, stepEvents: events) },
          bodyCountsSoFar: host?.bodyCounts.filter { $0.value > 0 } ?? [:]))
    }
    return ActionOutcome(events: events, error: error)
  }

  private func act(_ action: Command) async -> String? {
    guard let app else { return "The app is not mounted; run the scenario first." }
    return await app.perform(action)
  }

  /// Runtime events recorded since the last call.
  package func takeNewEvents() -> [RuntimeEvent] {
    guard let app else { return [] }
    let events = app.host.events
    defer { eventCursor = events.count }
    return Array(events[min(eventCursor, events.count)...])
  }
}

/// What one action did.
package struct ActionOutcome: Sendable {
  package let events: [RuntimeEvent]
  /// Why the action could not be performed, in words; `nil` when it was.
  package let error: String?
}

/// One expectation, checked.
package struct ExpectationResult: Sendable, Hashable {
  package let description: String
  package let holds: Bool
  package let observed: String
  package let revealsBug: Bool

  /// A result of these parts (a pack lesson's run builds them from a child's replies).
  package init(description: String, holds: Bool, observed: String, revealsBug: Bool) {
    self.description = description
    self.holds = holds
    self.observed = observed
    self.revealsBug = revealsBug
  }
}

/// One step of a run: what was done, what the runtime recorded, what held.
package struct StepReport: Sendable {
  package let number: Int
  package let title: String
  package let action: Command
  package let events: [RuntimeEvent]
  package let error: String?
  package let results: [ExpectationResult]

  /// A report of these parts (a pack lesson's run builds them from a child's replies).
  package init(
    number: Int, title: String, action: Command, events: [RuntimeEvent], error: String?,
    results: [ExpectationResult]
  ) {
    self.number = number
    self.title = title
    self.action = action
    self.events = events
    self.error = error
    self.results = results
  }
}

/// A whole run and its verdict.
package struct RunReport: Sendable {
  package let lessonID: String
  package let variant: Variant
  /// The Xcode release whose SwiftUI the run reproduced.
  package let xcode: XcodeRelease
  package let steps: [StepReport]
  /// The outcome in plain words, from what the runtime observed.
  package let verdict: String
  /// Whether the runtime reproduced what the lesson claims: the bug in the
  /// broken version, every expectation in the fixed one.
  package let claimHeld: Bool
  /// The lesson's comparison of builds, when it has one and it was run.
  package let comparison: ComparisonResult?
}
