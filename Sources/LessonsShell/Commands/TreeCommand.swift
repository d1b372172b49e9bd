/// `tree [--svg FILE]`: the mounted scenario's screen as a tree, or as an SVG picture with heat.
struct TreeCommand: ShellCommand {
  let name = "tree"
  let summary = "Print the mounted scenario's screen as a tree (--svg FILE: draw it, with heat)."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(options: [
    .value(
      "svg", kind: .text, valueName: "file",
      help: "Write the tree to <file> as SVG, each view shaded by how often its body ran since mount.")
  ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let path = arguments.option("svg") else {
      return await ScenarioVerb.perform(.renderTree, command: name, in: context)
    }
    guard let picturing = context.session.mountedScenario as? any TreePicturing,
      let (tree, title) = picturing.treeSnapshot()
    else {
      context.console.error("Error: The mounted scenario cannot be drawn; 'tree' without --svg prints it.")
      return .failure
    }
    return TreeOutput.show(tree, title: title, svgPath: path, command: name, in: context)
  }
}
