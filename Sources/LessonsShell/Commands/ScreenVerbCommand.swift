/// `focus LABEL`, `dismiss` and `back`: what a user does to the mounted screen
/// besides pressing a control: tap into a field, swipe the top sheet away,
/// press the navigation back button. The runtime's `ViewHost` does each
/// (`focus(_:)`, `dismiss()`, `goBack()`), exactly as a lesson's step does.
struct ScreenVerbCommand: ShellCommand {
  let name: String
  let summary: String
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments: ArgumentSpec
  /// The action, given the label when the verb takes one.
  let action: (String?) -> ScenarioAction

  /// `focus LABEL`: give a text field focus.
  static let focus = ScreenVerbCommand(
    name: "focus", summary: "Give a text field focus in the mounted scenario, as tapping into it would.",
    arguments: ArgumentSpec(positionals: [
      PositionalSpec("label", kind: .controlLabel, help: "A text field's label as shown by 'tree'.")
    ]),
    action: { .screen(.focus($0 ?? "")) })
  /// `dismiss`: swipe the top sheet away.
  static let dismiss = ScreenVerbCommand(
    name: "dismiss", summary: "Swipe the top sheet of the mounted scenario away.", arguments: ArgumentSpec(),
    action: { _ in .screen(.dismiss) })
  /// `back`: the navigation back button.
  static let back = ScreenVerbCommand(
    name: "back", summary: "Press the navigation back button of the mounted scenario.",
    arguments: ArgumentSpec(), action: { _ in .screen(.goBack) })

  /// `focus LABEL`, `dismiss`, `back`.
  struct Options {
    /// The field's label, for the verb that takes one.
    var label: String?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return Options(label: arguments.positional("label"))
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    await ScenarioVerb.perform(action(options.label), command: name, in: context)
  }
}
