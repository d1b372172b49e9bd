import WorkbenchSupport

/// `help [COMMAND]`: the command list, or one command's help page.
struct HelpCommand: ShellCommand {
  let name = "help"
  let summary = "List the commands, or explain one: 'help run' (same as 'run \(GlobalOption.help.spelling)')."
  let group = CommandGroup.general
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec("command", kind: .commandName, arity: .optional, help: "The command to explain.")
  ])

  /// `help [COMMAND]`.
  struct Options {
    /// The command to explain, else the overview.
    var command: String?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    Options(command: arguments.positional("command"))
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    if let word = options.command, let command = context.registry.command(named: word) {
      context.console.lines(
        UsageFormatter(mode: context.mode).help(for: command, width: context.console.width))
    } else {
      context.console.lines(Self.overview(in: context))
    }
    return .success
  }

  /// The general help page: what the tool is, then commands grouped by topic.
  static func overview(in context: CommandContext) -> [String] {
    let width = context.console.width
    let styler = context.console.styler
    let formatter = UsageFormatter(mode: context.mode)
    var lines = TextWrapper(width: width).wrap(ToolInfo.tagline)
    lines.append("")
    if context.mode.isShell {
      lines += TextWrapper(width: width).wrap(
        "Type a command and press Return. Tab completes commands, ids and labels; "
          + "Up recalls earlier lines; Ctrl-C cancels; Ctrl-D or 'quit' leaves.")
    } else {
      lines.append("Usage: lessons [\(GlobalOption.noColor.spelling)] [<command> [<arguments>]]")
      lines += TextWrapper(width: width).wrap("With no command, opens the interactive shell.")
    }
    let visible = context.registry.visibleCommands(in: context.mode)
    // One name column for every group, so the summaries line up down the page.
    let nameWidth = max(visible.map(\.name.count).max() ?? 0, GlobalOption.noColor.spelling.count)
    for group in CommandGroup.allCases {
      let commands = visible.filter { $0.group == group }
      guard !commands.isEmpty else { continue }
      lines += ["", styler(group.title, .bold) + ":"]
      lines += formatter.table(commands.map { ($0.name, $0.summary) }, width: width, nameWidth: nameWidth)
    }
    if !context.mode.isShell {
      lines += ["", styler("Options", .bold) + ":"]
      lines += formatter.table(
        [
          (
            GlobalOption.noColor.spelling,
            "Plain output, no colour (also: the NO_COLOR environment variable)."
          ),
          (
            GlobalOption.plain.spelling,
            "For a screen reader: words for marks and symbols, no box drawing or colour (also: TERM=dumb)."
          ),
          (
            GlobalOption.echo.spelling,
            "With piped input (lessons \(GlobalOption.echo.spelling) < demo.txt): print each line before its output."
          ),
          (GlobalOption.version.spelling, "Print the version."),
          ("\(GlobalOption.shortHelp), \(GlobalOption.help.spelling)", "Show this help."),
        ], width: width, nameWidth: nameWidth)
    }
    lines.append("")
    lines += TextWrapper(width: width).wrap(
      "Type '\(context.mode.commandPrefix)help <command>' or '<command> \(GlobalOption.help.spelling)' for details."
    )
    return lines
  }
}
