/// Parses one command line and runs it: the path shared by `lessons ARGS` and every shell line.
@MainActor
package struct CommandDispatcher {
  var context: CommandContext

  /// A dispatcher running commands in `context`.
  package init(context: CommandContext) {
    self.context = context
  }

  /// Runs `words` (already split) and reports the outcome; errors are printed, never thrown.
  package func execute(_ words: [String]) async -> ExitCode {
    let parsed: (line: ParsedLine, noColor: Bool, plain: Bool)
    do {
      parsed = try CommandLineParser(context: context).parseWithFlags(words)
    } catch {
      report(error)
      return error.exitCode
    }
    let console = context.console
    let styler = console.styler
    let wasPlain = console.isPlain
    if parsed.noColor { console.styler = .plain }
    if parsed.plain { console.isPlain = true }
    defer {
      console.isPlain = wasPlain
      console.styler = styler
    }

    switch parsed.line {
    case .empty:
      return .success
    case .version:
      console.line("\(ToolInfo.name) \(ToolInfo.version)")
      return .success
    case .help(let command?):
      console.lines(UsageFormatter(mode: context.mode).help(for: command, width: console.width))
      return .success
    case .help(nil):
      console.lines(HelpCommand.overview(in: context))
      return .success
    case .run(let invocation):
      return await invocation.run(in: context)
    }
  }

  /// Prints `error` the one way errors are printed.
  package func report(_ error: ShellError) {
    let renderer = ShellErrorRenderer(
      registry: context.registry, catalog: context.catalog, mode: context.mode)
    let lines = renderer.render(error)
    for (index, line) in lines.enumerated() {
      context.console.error(index == 0 ? context.console.styler(line, .red) : line)
    }
  }
}
