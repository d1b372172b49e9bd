/// `counts`: print how often each view's body ran.
struct CountsCommand: ShellCommand {
  let name = "counts"
  let summary = "Print how often each view's body ran."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec.none

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    await ScenarioVerb.perform(.showCounts, command: name, in: context)
  }
}
