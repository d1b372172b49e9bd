import LessonCatalog
import LessonKit
import StateRuntime

/// `run ID [--fixed|--compare] [--step] [--json] [--markdown FILE] [--html FILE] [--xcode 26|27]`:
/// a lesson's scenario with the live invalidation log, side by side, or exported, as built
/// with the given Xcode.
struct RunCommand: ShellCommand {
  /// What `run ID ...` asks for, decoded once.
  struct Options {
    /// How the scenario is shown.
    enum Mode: Equatable {
      /// Live, step after step.
      case live
      /// Live, pausing before each step (`--step`).
      case stepped
      /// Both versions side by side (`--compare`).
      case compare
    }

    /// The lesson.
    var id: String
    /// The version run: fixed with `--fixed`, else broken.
    var variant: Variant
    /// Live, stepped or side by side.
    var mode: Mode
    /// `--json`, `--markdown FILE`, `--html FILE`: the run exported instead of printed live.
    var export: RunExport?
    /// The Xcode whose SwiftUI the runtime reproduces.
    var xcode: XcodeRelease
  }

  let name = "run"
  let summary = "Run a lesson's scenario and watch the live invalidation log."
  let discussion = """
    Runs the broken version unless --fixed is given. In the shell the scenario stays \
    mounted afterwards: poke it with 'tap', 'type', 'toggle', 'inc', 'dec' and 'event', \
    and inspect it with 'tree', 'log' and 'counts'. Ctrl-C stops a running step. \
    Exits with 0 when the runtime reproduced what the lesson claims (the bug in the \
    broken version, every expectation in the fixed one), 1 otherwise.

    For teaching: --step pauses before each step, where Return goes on, 'tree', 'log' \
    and 'counts' look, a scenario verb pokes the app off-script, 'back' remounts and \
    replays to the step before (or back to the script after a poke), 'replay' runs the \
    last step again and 'quit' stops with the app mounted. --compare runs both versions \
    step by step, in two columns on a wide terminal. --json, --markdown and --html export \
    the run instead of printing it live: --json the version run (both with --compare), the \
    handout and the player both versions with their code (only the fixed one with --fixed). \
    The player is made to be projected: ← and → step, a number key jumps, C shows the code.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(
    positionals: [.lessonID()],
    options: [
      .flag("fixed", help: "Run the fixed version instead of the broken one."),
      .flag(
        "step",
        help: "Pause before each step: Return goes on; tree, log, counts, back, replay, tap ..., quit."),
      .flag("compare", help: "Run the broken and the fixed version side by side, step by step."),
      .flag("json", help: "Print the run as one JSON transcript instead of the live log."),
      .value(
        "markdown", kind: .text, valueName: "file",
        help: "Write a Markdown handout (story, rule, code and diff, every step) to <file>."),
      .value(
        "html", kind: .text, valueName: "file",
        help:
          "Write one self-contained HTML player of both versions, made to be projected (<file>#step=N; ← → step, C code)."
      ),
      .xcode,
    ])

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let exports = ["json", "markdown", "html"].filter { arguments.flag($0) || arguments.option($0) != nil }
    let compare = arguments.flag("compare")
    let fixed = arguments.flag("fixed")
    if compare, fixed {
      throw .conflictingArguments(command: name, first: "--compare", second: "--fixed")
    }
    let others = (compare ? ["compare"] : []) + exports
    let step = arguments.flag("step")
    if step, let other = others.first {
      throw .conflictingArguments(command: name, first: "--step", second: "--" + other)
    }
    return Options(
      id: try arguments.required("id", of: name), variant: fixed ? .fixed : .broken,
      mode: compare ? .compare : step ? .stepped : .live,
      export: RunExport(
        json: arguments.flag("json"), markdownPath: arguments.option("markdown"),
        htmlPath: arguments.option("html")),
      xcode: arguments.xcode)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let id = options.id
    guard let lesson = context.catalog.lesson(id) else {
      if let packLesson = context.catalog.packLesson(id) {
        return await PackLessonRun.run(packLesson, options: options, in: context)
      }
      context.console.error("Error: Lesson '\(id)' has no scenario in this build.")
      return .failure
    }
    if let notice = LessonRunRecord.noteRun(of: lesson.id, in: context.stateDirectory) {
      context.console.error("Note: " + notice)
    }
    let variant = options.variant
    let xcode = options.xcode
    if let export = options.export {
      // A player or handout is for showing the bug and its fix, so it holds both unless --fixed asks for one.
      let both = options.mode == .compare || (variant != .fixed && export.isPresentation)
      return await export.run(
        lesson, variants: both ? [.broken, .fixed] : [variant], xcode: xcode, in: context)
    }
    if options.mode == .compare {
      return await CompareRun(lesson: lesson, context: context, xcode: xcode).run()
    }
    let console = context.console
    var run = ScenarioRun(lesson: lesson, variant: variant, xcode: xcode)
    // A new run replaces whatever was mounted, even if it is stopped half way.
    context.session.mountedScenario = nil

    console.transcript(TranscriptRenderer.heading(for: lesson, variant: variant, xcode: xcode))
    if options.mode == .stepped {
      let script = LessonStepScript(lesson: lesson, variant: variant, xcode: xcode)
      let outcome = await StepDriver(script: script, context: context).run()
      run = script.run
      switch outcome {
      case .finished: break
      case .stopped(let number):
        console.error("Stopped before step \(number).")
        keepMounted(run, in: context)
        return .failure
      case .quit(let number):
        console.line(
          "Stopped before step \(number)" + (context.mode.isShell ? "; the app stays mounted." : "."))
        keepMounted(run, in: context)
        return .success
      }
    }
    while run.hasNextStep {
      if Task.isCancelled { return .failure }
      guard let report = await run.runNextStep() else { break }
      console.transcript(TranscriptRenderer.lines(for: report, variant: variant))
    }
    if Task.isCancelled { return .failure }
    let report = run.finish(comparison: await lesson.comparison?.run(xcode: xcode))
    console.transcript(TranscriptRenderer.verdict(for: report))
    console.transcript(TranscriptRenderer.comparison(for: report))
    keepMounted(run, in: context)
    if context.mode.isShell, let app = run.app {
      console.line()
      let events = app.events.map(\.name)
      let verbs =
        events.isEmpty
        ? "tap, type, toggle, inc, dec, focus, dismiss or back (it has no outside events)"
        : "tap, type, toggle, inc, dec, focus, dismiss, back or event (\(events.joined(separator: ", ")))"
      console.paragraph(
        "The app stays mounted: poke it with \(verbs); look with tree, log and counts; "
          + "'log --html FILE' exports the session; 'remount' mounts it afresh.")
    }
    return report.claimHeld ? .success : .failure
  }

  /// In the shell, leaves the run's app mounted for the scenario verbs.
  private func keepMounted(_ run: ScenarioRun, in context: CommandContext) {
    guard context.mode.isShell, run.app != nil else { return }
    context.session.mountedScenario = LessonScenario(run: run)
  }
}
