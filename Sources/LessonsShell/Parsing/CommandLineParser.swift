import WorkbenchSupport

/// The one parser for `lessons ARGS...` and for shell lines.
///
/// ```swift
/// let parser = CommandLineParser(context: context)
/// let (line, noColor) = try parser.parse(["run", "draft-title", "--fixed"])
/// ```
/// Global options: `--no-color` and `--echo` anywhere before `--`; `--version`, `--help`/`-h` in
/// first place. `COMMAND --help` anywhere before `--` asks for that command's help.
@MainActor
package struct CommandLineParser {
  /// Options understood before any command.
  static let globalOptions = [GlobalOption.echo, .help, .noColor, .plain, .version].map(\.spelling)

  var context: CommandContext

  /// A parser for `context`'s mode, commands and catalog.
  package init(context: CommandContext) {
    self.context = context
  }

  /// Parses `words`; also reports whether `--no-color` was among them, and `--plain` (which
  /// implies it).
  package func parse(_ words: [String]) throws(ShellError) -> (line: ParsedLine, noColor: Bool) {
    let parsed = try parseWithFlags(words)
    return (parsed.line, parsed.noColor)
  }

  /// ``parse(_:)``, with `--plain` reported apart: output for a screen reader.
  package func parseWithFlags(_ words: [String]) throws(ShellError) -> (
    line: ParsedLine, noColor: Bool, plain: Bool
  ) {
    let endOfOptions = words.firstIndex(of: "--") ?? words.endIndex
    let plain = words[..<endOfOptions].contains(GlobalOption.plain.spelling)
    let noColor = plain || words[..<endOfOptions].contains(GlobalOption.noColor.spelling)
    // `--echo` matters only to piped shells (``LessonsShell/main``); elsewhere it is accepted and ignored.
    let words =
      words[..<endOfOptions].filter { !Self.displayFlags.contains($0) } + words[endOfOptions...]
    return (try parseWithoutGlobalFlags(words), noColor, plain)
  }

  /// The global flags about output, taken out of a line wherever they stand before `--`.
  static let displayFlags = Set(GlobalOption.displayFlags.map(\.spelling))

  private func parseWithoutGlobalFlags(_ words: [String]) throws(ShellError) -> ParsedLine {
    guard let first = words.first else { return .empty }
    let rest = words.dropFirst()

    switch first {
    case GlobalOption.version.spelling:
      if let extra = rest.first { throw .unexpectedArgument(command: first, argument: extra) }
      return .version
    case GlobalOption.help.spelling, GlobalOption.shortHelp:
      return .help(rest.first.flatMap { context.registry.command(named: $0) })
    default:
      break
    }
    if first.hasPrefix("-") {
      throw .unknownGlobalOption(
        first, suggestion: Suggestion.nearest(to: first, among: Self.globalOptions))
    }

    let visible = context.registry.visibleCommands(in: context.mode)
    guard let command = context.registry.command(named: first) else {
      let names = visible.flatMap { [$0.name] + $0.aliases }
      throw .unknownCommand(first, suggestion: Suggestion.nearest(to: first, among: names))
    }
    let beforeEnd = rest.prefix { $0 != "--" }
    if beforeEnd.contains(GlobalOption.help.spelling) || beforeEnd.contains(GlobalOption.shortHelp) {
      return .help(command)
    }
    if command.scope == .shellOnly && !context.mode.isShell {
      throw .shellOnly(command: command.name)
    }
    let arguments = try ShellArgumentParser(command: command, context: context).parse(rest)
    return .run(try command.invocation(arguments, in: context))
  }
}
