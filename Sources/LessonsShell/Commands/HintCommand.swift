/// `hint ID`: the next staged hint for an exercise.
struct HintCommand: ShellCommand {
  let name = "hint"
  let summary = "Show the next hint for an exercise."
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(positionals: [.exerciseID()])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitStatus {
    context.notAvailableYet(name, because: "the exercises have not landed")
  }
}
