/// `log`: print the invalidation log since the scenario was mounted.
struct LogCommand: ShellCommand {
  let name = "log"
  let summary = "Print the invalidation log since the scenario was mounted."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec.none

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    await ScenarioVerb.perform(.showLog, command: name, in: context)
  }
}
