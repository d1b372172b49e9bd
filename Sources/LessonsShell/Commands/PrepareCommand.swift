import ExerciseKit
import LessonPacks

/// `prepare`: build the runtime cache that `check` and `play` compile against, if it is missing,
/// point the learner's editor at it (`Exercises/compile_flags.txt`, ``EditorSettings``), and
/// compile the course's lessons loaded at run time.
///
/// `scripts/lessons` runs it after every build of the tool, so the first `check` or
/// `play` after set-up does not build the runtime first. Silent when the cache is
/// ready; otherwise it says what it builds before it starts.
struct PrepareCommand: ShellCommand {
  let name = "prepare"
  let summary = "Build the runtime that check and play compile against, and set up your editor for it."
  let discussion = """
    scripts/lessons runs this after it builds the tool, so that the first check or play does \
    not wait for it. It also writes Exercises/compile_flags.txt, which sourcekit-lsp reads: \
    open Exercises/ (or the checkout) in an LSP editor to get diagnostics, completion and \
    jump to definition against the runtime. Prints nothing when the runtime is already built.
    """
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec()

  func run(_ options: NoOptions, in context: CommandContext) async -> ExitCode {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    let console = context.console
    let outcome = await ExerciseCommandSupport.run(in: context) { event in
      if case .announce(let message) = event { console.error(console.styler(message, .dim)) }
    } _: { events, _, cancellation throws(ExerciseError) in
      try workbench.prepareRuntime(events: events, cancellation: cancellation)
    }
    switch outcome {
    case .success(let runtime):
      if runtime.builtNow { console.error(console.styler("The runtime is ready for check and play.", .dim)) }
      return await compileCourse(in: context)
    case .failure(.cancelled) where !context.mode.isShell:
      console.error("Interrupted.")
      return .interrupted
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    }
  }

  /// Compiles each of the course's lessons loaded at run time for the current era, so that
  /// the first `run` finds its program built (a lesson whose files are unchanged compiles no
  /// more: its program comes from the cache, and this says nothing).
  private func compileCourse(in context: CommandContext) async -> ExitCode {
    let lessons = context.catalog.packs.filter(\.isCourse).flatMap(\.lessons).filter(\.declaresScenario)
    var result = ExitCode.success
    for lesson in lessons {
      if Task.isCancelled { return .interrupted }
      switch await PackRun.compile(lesson, variant: .broken, xcode: .current, in: context) {
      case .success: continue
      case .failure(.compileError(let transcript)):
        PlayReportText.print(
          transcript, file: lesson.folder.lastPathComponent, console: context.console)
        result = .failure
      case .failure:
        result = .failure
      }
    }
    return result
  }
}
