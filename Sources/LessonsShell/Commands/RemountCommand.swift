/// `remount`: unmount the running scenario and mount it again with fresh state.
struct RemountCommand: ShellCommand {
  let name = "remount"
  let summary = "Mount the running scenario again, with fresh state."
  let discussion = """
    Unmounts the mounted scenario and mounts it again, as a scenario script's 'remount' does. \
    (To put an exercise's starting file back, use 'restore ID'.)
    """
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec()

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> NoOptions {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return NoOptions()
  }

  func run(_ options: NoOptions, in context: CommandContext) async -> ExitCode {
    await ScenarioVerb.perform(.remount, command: name, in: context)
  }
}
