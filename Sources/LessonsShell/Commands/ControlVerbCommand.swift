/// `tap`, `toggle LABEL`, `inc` and `dec LABEL [N]`: an action on a control of the
/// mounted scenario (`inc` and `dec` N times). They differ only in name, summary and action.
struct ControlVerbCommand: ShellCommand {
  let name: String
  let summary: String
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments: ArgumentSpec
  /// The action for a control's label.
  let action: (String) -> ScenarioAction

  /// The most steps one `inc` or `dec` takes.
  static let maximumCount = 1000

  init(name: String, summary: String, counted: Bool = false, action: @escaping (String) -> ScenarioAction) {
    self.name = name
    self.summary = summary
    self.action = action
    arguments = ArgumentSpec(
      positionals: [ScenarioVerb.label]
        + (counted
          ? [
            PositionalSpec(
              "count", kind: .positiveInteger, arity: .optional,
              help: "How many steps, 1 to \(Self.maximumCount) (default 1).")
          ] : []))
  }

  /// `tap LABEL`: press a button.
  static let tap = ControlVerbCommand(
    name: "tap", summary: "Press a button in the mounted scenario.", action: { .control(.tap($0)) })
  /// `toggle LABEL`: flip a toggle.
  static let toggle = ControlVerbCommand(
    name: "toggle", summary: "Flip a toggle in the mounted scenario.", action: { .control(.toggle($0)) })
  /// `inc LABEL`: step a stepper up.
  static let increment = ControlVerbCommand(
    name: "inc", summary: "Step a stepper up (N times) in the mounted scenario.", counted: true,
    action: { .control(.increment($0)) })
  /// `dec LABEL`: step a stepper down.
  static let decrement = ControlVerbCommand(
    name: "dec", summary: "Step a stepper down (N times) in the mounted scenario.", counted: true,
    action: { .control(.decrement($0)) })

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    if let count = arguments.positional("count"), let number = Int(count), number > Self.maximumCount {
      throw .invalidValue(
        command: name, argument: "<count>", value: count,
        expected: "a whole number from 1 to \(Self.maximumCount)")
    }
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let label = arguments.positional("label") else { return .usageError }
    let count = arguments.positional("count").flatMap { Int($0) } ?? 1
    // One action per step, as a learner pressing N times would (each step flushes and logs).
    for _ in 0..<count {
      let code = await ScenarioVerb.perform(action(label), command: name, in: context)
      if code != .success { return code }
    }
    return .success
  }
}
