/// `event NAME`: an outside event the lesson defines (undo, deep link, price tick).
struct EventCommand: ShellCommand {
  let name = "event"
  let summary = "Send the mounted scenario an outside event (undo, deep link, price tick...)."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec("name", kind: .eventName, help: "One of the lesson's events (Tab lists them).")
  ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let event = arguments.positional("name") else { return .usageError }
    return await ScenarioVerb.perform(.event(name: event), command: name, in: context)
  }
}
