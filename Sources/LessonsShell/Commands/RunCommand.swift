import LessonCatalog
import LessonKit

/// `run ID [--fixed] [--step] [--xcode 26|27]`: a lesson's scenario with the live invalidation log.
struct RunCommand: ShellCommand {
  let name = "run"
  let summary = "Run a lesson's scenario and watch the live invalidation log."
  let discussion = """
    Runs the broken version unless --fixed is given, as built with Xcode 27 unless \
    --xcode 26 asks for Xcode 26 and earlier (where the eras differ, the lesson says so). In the shell the scenario stays \
    mounted afterwards: poke it with 'tap', 'type', 'toggle', 'inc', 'dec' and 'event', \
    and inspect it with 'tree', 'log' and 'counts'. Ctrl-C stops a running step. \
    Exits with 0 when the runtime reproduced what the lesson claims (the bug in the \
    broken version, every expectation in the fixed one), 1 otherwise.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(
    positionals: [.lessonID()],
    options: [
      .flag("fixed", help: "Run the fixed version instead of the broken one."),
      .flag("step", help: "Pause before each step; press Return to go on."),
      .xcode,
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let id = arguments.positional("id") else { return .usageError }
    guard let lesson = LessonCatalog.lesson(id: id) else {
      context.console.error("Error: Lesson '\(id)' has no scenario in this build.")
      return .failure
    }
    let variant: Variant = arguments.flag("fixed") ? .fixed : .broken
    let console = context.console
    let run = ScenarioRun(lesson: lesson, variant: variant, xcode: arguments.xcode)
    // A new run replaces whatever was mounted, even if it is stopped half way.
    context.session.mountedScenario = nil

    console.transcript(TranscriptRenderer.heading(for: lesson, variant: variant, xcode: run.xcode))
    while let next = run.nextStep {
      if Task.isCancelled { return .failure }
      if arguments.flag("step"), !waitForReturn(before: next, number: run.reports.count + 1, in: context) {
        console.error("Stopped before step \(run.reports.count + 1).")
        keepMounted(run, in: context)
        return .failure
      }
      guard let report = await run.runNextStep() else { break }
      console.transcript(TranscriptRenderer.lines(for: report, variant: variant))
    }
    if Task.isCancelled { return .failure }
    let report = run.finish(comparison: await lesson.comparison?.run(xcode: run.xcode))
    console.transcript(TranscriptRenderer.verdict(for: report))
    console.transcript(TranscriptRenderer.comparison(for: report))
    keepMounted(run, in: context)
    if context.mode.isShell, let app = run.app {
      console.line()
      let events = app.events.map(\.name).joined(separator: ", ")
      console.paragraph(
        "The app stays mounted: poke it with tap, type, toggle, inc, dec or event (\(events)); "
          + "look with tree, log and counts; 'reset' mounts it afresh.")
    }
    return report.claimHeld ? .success : .failure
  }

  /// In the shell, leaves the run's app mounted for the scenario verbs.
  private func keepMounted(_ run: ScenarioRun, in context: CommandContext) {
    guard context.mode.isShell, run.app != nil else { return }
    context.session.mountedScenario = LessonScenario(run: run)
  }

  /// Shows the next step and waits for Return; `false` when the learner
  /// pressed Ctrl-C or Ctrl-D, or the input ended.
  private func waitForReturn(before step: ScenarioStep, number: Int, in context: CommandContext) -> Bool {
    let reader = context.session.lineReader ?? StreamLineReader()
    let prompt = "Next: \(number). \(step.title). Press Return… "
    if context.mode == .interactive {
      // libedit shows the prompt itself (plain: escape codes would upset its width count).
      return isLine(reader.readLine(prompt: prompt))
    }
    context.console.write(prompt)
    let input = reader.readLine(prompt: "")
    context.console.line()
    return isLine(input)
  }

  private func isLine(_ input: LineInput) -> Bool {
    if case .line = input { true } else { false }
  }
}
