/// `log` and `counts`: look at the mounted scenario without changing it (`tree`, which can
/// also draw it, is ``TreeCommand``).
/// They differ only in name, summary and what they ask the scenario for.
struct InspectVerbCommand: ShellCommand {
  let name: String
  let summary: String
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec.none
  let action: ScenarioAction

  /// `log`: every log line since mount.
  static let log = InspectVerbCommand(
    name: "log", summary: "Print the invalidation log since the scenario was mounted.", action: .showLog)
  /// `counts`: body evaluations per view.
  static let counts = InspectVerbCommand(
    name: "counts", summary: "Print how often each view's body ran.", action: .showCounts)

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    await ScenarioVerb.perform(action, command: name, in: context)
  }
}
