import ExerciseKit

/// `watch [ID]`: re-check an exercise every time its file is saved.
struct WatchCommand: ShellCommand {
  let name = "watch"
  let summary = "Re-check an exercise every time you save its file; Ctrl-C stops."
  let discussion = """
    Checks once, then again after each save (editors that save through a temporary file \
    and a rename are fine). With no id, watches the open lesson's exercise, or all of them.
    """
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(positionals: [.exerciseID(arity: .optional)])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    let ids = arguments.positional("id").map { [$0] } ?? workbench.catalogue.ids
    let renderer = CheckReportRenderer(styler: context.console.styler)
    let console = context.console
    var settings = CheckOptions()
    settings.commandPrefix = context.mode.commandPrefix
    let options = settings
    let stop =
      context.spelling(of: "watch").hasPrefix("lessons") ? "Ctrl-C to stop" : "Ctrl-C to return to the shell"

    let outcome = await ExerciseCommandSupport.run(in: context) { event in
      switch event {
      case .announce(let message): console.error(console.styler(message, .dim))
      case .result(let result):
        console.line()
        console.line(renderer.render(result))
      case .waiting(let files):
        let list = files.count == 1 ? files[0] : "\(files.count) exercise files"
        console.line(console.styler("Watching \(list): save to check again, \(stop).", .dim))
      case .progress, .finished: break
      }
    } _: { events, send, cancellation throws(ExerciseError) in
      try workbench.watch(
        ids, options: options, events: events, cancellation: cancellation,
        onWaiting: { exercises in
          send(.waiting(exercises.map { ExerciseWorkbench.displayPath($0.learnerFile) }))
        },
        onResult: { send(.result($0)) })
    }
    switch outcome {
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    case .success:
      // Inside the shell, the loop answers Ctrl-C with "Interrupted." itself.
      if !Task.isCancelled { console.line("Stopped watching.") }
      return .success
    }
  }
}
