/// `run ID [--fixed] [--step]`: a lesson's scenario with the live invalidation log.
struct RunCommand: ShellCommand {
  let name = "run"
  let summary = "Run a lesson's scenario and watch the live invalidation log."
  let discussion = """
    Runs the broken version unless --fixed is given. In the shell the scenario stays \
    mounted afterwards: poke it with 'tap', 'type', 'toggle', 'inc', 'dec' and 'event', \
    and inspect it with 'tree', 'log' and 'counts'. Ctrl-C stops a running step.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(
    positionals: [.lessonID()],
    options: [
      .flag("fixed", help: "Run the fixed version instead of the broken one."),
      .flag("step", help: "Pause before each step; press Return to go on."),
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitStatus {
    context.notAvailableYet(name, because: "the lesson modules have not landed")
  }
}
