/// `watch [ID]`: re-check an exercise every time its file is saved.
struct WatchCommand: ShellCommand {
  let name = "watch"
  let summary = "Re-check an exercise every time you save its file; Ctrl-C stops."
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(positionals: [.exerciseID(arity: .optional)])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitStatus {
    context.notAvailableYet(name, because: "the exercise checker has not landed")
  }
}
