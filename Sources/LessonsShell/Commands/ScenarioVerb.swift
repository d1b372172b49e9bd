import LessonKit

/// What the scenario verbs (`tap`, `type`, `tree`, ...) share: a mounted scenario to act on.
@MainActor
enum ScenarioVerb {
  /// Throws unless a scenario is mounted; verbs call it from `validate`.
  static func requireMountedScenario(for command: String, in context: CommandContext) throws(ShellError) {
    if context.session.mountedScenario == nil {
      throw .noScenarioMounted(command: command)
    }
  }

  /// Hands `action` to the mounted scenario.
  static func perform(_ action: Command, command: String, in context: CommandContext) async
    -> ExitCode
  {
    guard let scenario = context.session.mountedScenario else {
      context.console.error(
        ShellErrorRenderer(registry: context.registry, catalog: context.catalog, mode: context.mode)
          .render(.noScenarioMounted(command: command)).joined(separator: "\n"))
      return .usageError
    }
    return await scenario.perform(action, in: context)
  }

  /// The positional for a control label.
  static let label = PositionalSpec(
    "label", kind: .controlLabel, help: "A control's label as shown by 'tree' (quote it if it has spaces).")
}
