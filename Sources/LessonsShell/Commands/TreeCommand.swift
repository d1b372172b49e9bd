/// `tree`: print the mounted scenario's screen as a tree.
struct TreeCommand: ShellCommand {
  let name = "tree"
  let summary = "Print the mounted scenario's screen as a tree."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec.none

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    await ScenarioVerb.perform(.renderTree, command: name, in: context)
  }
}
