/// `inc LABEL`: step a stepper up in the mounted scenario.
struct IncrementCommand: ShellCommand {
  let name = "inc"
  let summary = "Step a stepper up in the mounted scenario."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [ScenarioVerb.label])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let label = arguments.positional("label") else { return .usageError }
    return await ScenarioVerb.perform(.increment(label: label), command: name, in: context)
  }
}
