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

  /// `type LABEL TEXT`.
  struct Options {
    /// The text field's label.
    var label: String
    /// The new text.
    var text: String
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return Options(
      label: try arguments.required("label", of: name), text: try arguments.required("text", of: name))
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    await ScenarioVerb.perform(.control(.type(options.text, into: options.label)), command: name, in: context)
  }
}
