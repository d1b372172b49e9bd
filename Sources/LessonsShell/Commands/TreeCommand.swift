import LessonKit

/// `tree [--svg FILE]`: the mounted scenario's screen as a tree, or as an SVG picture with heat.
struct TreeCommand: ShellCommand {
  let name = "tree"
  let summary =
    "Print the mounted scenario's screen as a tree (\(Flags.declared.$svg) FILE: draw it, with heat)."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(options: Flags.self)

  /// The options `tree` takes.
  struct Flags: ParsableOptions {
    @Option(
      kind: .text, valueName: "file",
      help: "Write the tree to <file> as SVG, each view shaded by how often its body ran since mount.")
    var svg: String?
    @Option(
      kind: .text, valueName: "factor",
      help: "Draw the SVG this many times its size, 0.5 to 4 (2 for a projector).")
    var scale: String?
  }

  /// `tree [--svg FILE [--scale N]]`.
  struct Options {
    /// Where to draw the tree as SVG; `nil` prints it.
    var svgPath: String?
    /// How many times its size to draw it.
    var scale: Double
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let flags = arguments.decode(Flags.self)
    var scale = 1.0
    if let text = flags.scale {
      guard let factor = PictureCommand.scale(text) else {
        throw .invalidValue(
          command: name, argument: flags.$scale.spelling, value: text,
          expected:
            "a number from \(PictureCommand.scales.lowerBound) to \(PictureCommand.scales.upperBound), such as 2"
        )
      }
      if flags.svg == nil {
        throw .invalidValue(
          command: name, argument: flags.$scale.spelling, value: text,
          expected: "\(flags.$scale.spelling) together with \(flags.$svg.spelling) FILE")
      }
      scale = factor
    }
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return Options(svgPath: flags.svg, scale: scale)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    guard let path = options.svgPath else {
      return await ScenarioVerb.perform(.tree, command: name, in: context)
    }
    guard let picturing = context.session.mountedScenario as? any TreePicturing,
      let (tree, title) = picturing.treeSnapshot()
    else {
      context.console.error(
        "Error: The mounted scenario cannot be drawn; 'tree' without \(Flags.declared.$svg.spelling) prints it."
      )
      return .failure
    }
    // Beside the tree, what the last step or poke did, as the session records it.
    let last = context.session.mountedScenario?.sessionExport()?.transcript.versions.first?.steps.last
    return TreeOutput.show(
      tree, title: title, svgPath: path, command: name, notes: last.map(TreePicture.Notes.init),
      scale: options.scale, in: context)
  }
}
