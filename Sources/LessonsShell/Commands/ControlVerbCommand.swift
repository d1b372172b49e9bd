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

  /// `tap LABEL`, `inc LABEL [N]`.
  struct Options {
    /// The control's label.
    var label: String
    /// How many times (1 unless counted).
    var count: Int
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    var count = 1
    if let text = arguments.positional("count"), let number = Int(text) {
      if number > Self.maximumCount {
        throw .invalidValue(
          command: name, argument: "<count>", value: text,
          expected: "a whole number from 1 to \(Self.maximumCount)")
      }
      count = number
    }
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return Options(label: try arguments.required("label", of: name), count: count)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let label = options.label
    let count = options.count
    // One action per step, as a learner pressing N times would (each step flushes and logs).
    for _ in 0..<count {
      let code = await ScenarioVerb.perform(action(label), command: name, in: context)
      if code != .success { return code }
    }
    return .success
  }
}
