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
  /// The run the scenario came from; replaced by `reset`.
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

  func perform(_ action: ScenarioAction, in context: CommandContext) async -> ExitCode {
    let console = context.console
    switch action {
    case .control(let control): return await poke(.control(control), console: console)
    case .event(let name): return await poke(.event(name), console: console)
    case .screen(let action): return await poke(action, console: console)
    case .renderTree:
      guard let app = run.app else { return notMounted(console) }
      console.lines(app.host.render().split(separator: "\n").map(String.init))
      return .success
    case .showLog:
      guard let app = run.app else { return notMounted(console) }
      console.line(
        console.styler("Invalidation log of \(lesson.id) (\(variant.rawValue)) since mount:", .bold))
      // Each stretch under what produced it: a scenario step, or a command typed at the app.
      for segment in run.logSegments {
        console.line(console.styler(" \(segment.source)", .cyan))
        let lines = LogRenderer.lines(for: segment.events)
        console.log(lines)
        if lines.isEmpty { console.line(console.styler("   (no state changed and no body ran)", .dim)) }
      }
      if run.logSegments.isEmpty { console.log(LogRenderer.lines(for: app.host.events)) }
      return .success
    case .showCounts:
      guard let app = run.app else { return notMounted(console) }
      printCounts(app.host.bodyCounts, console: console)
      return .success
    case .remount:
      run = ScenarioRun(lesson: lesson, variant: variant, xcode: run.xcode)
      console.line(
        console.styler("Mounted \(lesson.id) (\(variant.rawValue)) again, with fresh state.", .bold))
      let outcome = await run.perform(.mount)
      console.log(LogRenderer.lines(for: outcome.events))
      return .success
    }
  }

  /// Performs one action and prints the log lines it produced.
  private func poke(_ action: StepAction, console: Console) async -> ExitCode {
    let outcome = await run.perform(action)
    let lines = LogRenderer.lines(for: outcome.events)
    console.log(lines)
    if let error = outcome.error {
      console.error(console.styler("Error: " + error, .red))
      return .failure
    }
    if lines.isEmpty {
      console.line(console.styler("   (no state changed and no body ran)", .dim))
    }
    return .success
  }

  /// Body evaluations per view, most first, then by name: the same order every time.
  private func printCounts(_ counts: [String: Int], console: Console) {
    let sorted = counts.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    console.line(console.styler("Body evaluations since mount:", .bold))
    guard !sorted.isEmpty else {
      console.line("   (none)")
      return
    }
    let width = sorted.map(\.key.count).max() ?? 0
    for (view, count) in sorted {
      let padding = String(repeating: " ", count: width - view.count)
      console.line("   \(view)\(padding)  \(count)")
    }
  }

  private func notMounted(_ console: Console) -> ExitCode {
    console.error(console.styler("Error: The app is not mounted; run the scenario first.", .red))
    return .failure
  }
}
