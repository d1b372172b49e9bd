/// `tap`, `toggle`, `inc` and `dec LABEL`: one action on a control of the
/// mounted scenario. They differ only in name, summary and action.
struct ControlVerbCommand: ShellCommand {
  let name: String
  let summary: String
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [ScenarioVerb.label])
  /// The action for a control's label.
  let action: (String) -> ScenarioAction

  /// `tap LABEL`: press a button.
  static let tap = ControlVerbCommand(
    name: "tap", summary: "Press a button in the mounted scenario.", action: { .tap(label: $0) })
  /// `toggle LABEL`: flip a toggle.
  static let toggle = ControlVerbCommand(
    name: "toggle", summary: "Flip a toggle in the mounted scenario.", action: { .toggle(label: $0) })
  /// `inc LABEL`: step a stepper up.
  static let increment = ControlVerbCommand(
    name: "inc", summary: "Step a stepper up in the mounted scenario.", action: { .increment(label: $0) })
  /// `dec LABEL`: step a stepper down.
  static let decrement = ControlVerbCommand(
    name: "dec", summary: "Step a stepper down in the mounted scenario.", action: { .decrement(label: $0) })

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let label = arguments.positional("label") else { return .usageError }
    return await ScenarioVerb.perform(action(label), command: name, in: context)
  }
}
