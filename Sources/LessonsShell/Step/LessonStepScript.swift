import LessonKit
import StateRuntime

/// A lesson's scenario as a ``SteppedScript``: each restart is a fresh
/// ``ScenarioRun``, so going back remounts the app and replays the steps.
@MainActor
final class LessonStepScript: SteppedScript {
  let lesson: Lesson
  let variant: Variant
  /// The Xcode release every restart reproduces.
  let xcode: XcodeRelease
  /// The current run; replaced on every restart.
  private(set) var run: ScenarioRun
  private var scenario: LessonScenario

  init(lesson: Lesson, variant: Variant, xcode: XcodeRelease = .current) {
    self.lesson = lesson
    self.variant = variant
    self.xcode = xcode
    run = ScenarioRun(lesson: lesson, variant: variant, xcode: xcode)
    scenario = LessonScenario(run: run)
  }

  var stepTitles: [String] { lesson.scenario.steps.map(\.title) }

  var mountedScenario: (any MountedScenario)? { run.app == nil ? nil : scenario }

  func restart() {
    run = ScenarioRun(lesson: lesson, variant: variant, xcode: xcode)
    scenario = LessonScenario(run: run)
  }

  func runStep(_ index: Int, quietly: Bool, console: Console) async {
    // A scenario run only goes forwards; the driver restarts it to go back.
    assert(index == run.reports.count, "step \(index + 1) asked for after \(run.reports.count) steps")
    guard let report = await run.runNextStep() else { return }
    if !quietly { console.transcript(TranscriptRenderer.lines(for: report, variant: variant)) }
  }
}
