/// `solution ID [--force]`: the reference solution, once the exercise is done.
struct SolutionCommand: ShellCommand {
  let name = "solution"
  let summary = "Show an exercise's reference solution (after it passes, or with --force)."
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(
    positionals: [.exerciseID()],
    options: [.flag("force", help: "Show it even though the exercise does not pass yet.")])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitStatus {
    context.notAvailableYet(name, because: "the exercises have not landed")
  }
}
