/// `dec LABEL`: step a stepper down in the mounted scenario.
struct DecrementCommand: ShellCommand {
  let name = "dec"
  let summary = "Step a stepper down in the mounted scenario."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [ScenarioVerb.label])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let label = arguments.positional("label") else { return .usageError }
    return await ScenarioVerb.perform(.decrement(label: label), command: name, in: context)
  }
}
