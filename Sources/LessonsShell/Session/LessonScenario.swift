import LessonKit
import StateRuntime

/// A lesson's app mounted in the shell after `run`: the ``MountedScenario``
/// the scenario verbs drive.
///
/// Every poke goes through ``ScenarioRun/perform(_:)``, so what it prints is
/// the runtime's own events for that action, nothing else.
@MainActor
final class LessonScenario: MountedScenario {
  let lesson: Lesson
  let variant: Variant
  /// The run the scenario came from; replaced by `remount`.
  private(set) var run: ScenarioRun

  init(run: ScenarioRun) {
    self.lesson = run.lesson
    self.variant = run.variant
    self.run = run
  }

  var lessonID: String { lesson.id }
  var mountedLessonID: String? { lesson.id }

  func sessionExport() -> (transcript: Transcript, material: LessonMaterial?)? {
    (SessionTranscript.make(run), LessonMaterial(lesson))
  }

  var controlLabels: [String] {
    let controls = run.app?.host.elements().filter { $0.kind != .text }.map(\.label) ?? []
    // One entry per label, in screen order.
    var seen = Set<String>()
    return controls.filter { seen.insert($0).inserted }
  }

  var eventNames: [String] { run.app?.events.map(\.name) ?? [] }

  func perform(_ command: Command, in context: CommandContext) async -> ExitCode {
    let console = context.console
    let presenter = AppPresenter(console: console)
    switch command {
    case .remount:
      run = ScenarioRun(lesson: lesson, variant: variant, xcode: run.xcode)
      console.line(
        console.styler("Mounted \(lesson.id) (\(variant.rawValue)) again, with fresh state.", .bold))
      let outcome = await run.perform(.mount)
      console.log(LogRenderer.lines(for: outcome.events))
      return .success
    case .tree:
      guard let app = run.app else { return notMounted(console) }
      presenter.tree(app.host.render())
      return .success
    case .log:
      guard let app = run.app else { return notMounted(console) }
      // Each stretch under what produced it: a scenario step, or a command typed at the app.
      let segments = run.logSegments.map { (heading: $0.source.description, events: $0.events) }
      presenter.log(
        title: "Invalidation log of \(lesson.id) (\(variant.rawValue)) since mount:", segments: segments,
        markingSilence: true)
      if segments.isEmpty { console.log(LogRenderer.lines(for: app.host.events)) }
      return .success
    case .counts:
      guard let app = run.app else { return notMounted(console) }
      console.line(console.styler("Body evaluations since mount:", .bold))
      presenter.counts(app.host.bodyCounts)
      return .success
    case .mount, .perform, .event, .repeated, .expect, .advance:
      let outcome = await run.perform(command)
      presenter.actionLog(outcome.events, failed: outcome.error != nil)
      if let error = outcome.error {
        console.error(console.styler("Error: " + error, .red))
        return .failure
      }
      return .success
    }
  }

  private func notMounted(_ console: Console) -> ExitCode {
    console.error(console.styler("Error: The app is not mounted; run the scenario first.", .red))
    return .failure
  }
}
