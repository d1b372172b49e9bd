/// `type LABEL TEXT`: replace a text field's text in the mounted scenario.
struct TypeCommand: ShellCommand {
  let name = "type"
  let summary = "Replace a text field's text in the mounted scenario: type Title \"New title\"."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [
    ScenarioVerb.label,
    PositionalSpec("text", kind: .text, help: "The new text (quote it if it has spaces)."),
  ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let label = arguments.positional("label"), let text = arguments.positional("text") else {
      return .usageError
    }
    return await ScenarioVerb.perform(.control(.type(text, into: label)), command: name, in: context)
  }
}
