import LessonKit

/// `log` and `counts`: look at the mounted scenario without changing it (`tree`, which can
/// also draw it, is ``TreeCommand``).
/// They differ only in name, summary and what they ask the scenario for.
struct InspectVerbCommand: ShellCommand {
  let name: String
  let summary: String
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  var discussion = ""
  var arguments = ArgumentSpec.none
  /// The reader the verb is (``CommandParser``'s `log` or `counts`).
  let command: LessonKit.Command

  /// `log [--html FILE] [--markdown FILE]`: every log line since mount, or the session exported.
  static let log = InspectVerbCommand(
    name: "log", summary: "Print the invalidation log since the scenario was mounted.",
    discussion: """
      With \(LogFlags.declared.$html) or \(LogFlags.declared.$markdown), writes the session instead: every step and poke since the \
      mount, each with its log and the tree after it, in the same player and handout as \
      'run ID \(RunCommand.flags.$html)' (after run, in step mode and after play FILE alike).

      What each line of the log says, by its mark:
      """ + "\n" + LogLegend.lines.joined(separator: "\n"),
    arguments: ArgumentSpec(options: LogFlags.self),
    command: .log)
  /// `counts`: body evaluations per view.
  static let counts = InspectVerbCommand(
    name: "counts", summary: "Print how often each view's body ran.", command: .counts)

  /// The options `log` takes (`counts` takes none, so they stay absent).
  struct LogFlags: ParsableOptions {
    @Option(
      kind: .text, valueName: "file", help: "Write the session as one self-contained HTML player to <file>.")
    var html: String?
    @Option(kind: .text, valueName: "file", help: "Write the session as a Markdown handout to <file>.")
    var markdown: String?
  }

  /// `log [--html FILE] [--markdown FILE]`, `counts`.
  struct Options {
    /// Where to write the session as an HTML player.
    var htmlPath: String?
    /// Where to write the session as a Markdown handout.
    var markdownPath: String?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    let flags = arguments.decode(LogFlags.self)
    return Options(htmlPath: flags.html, markdownPath: flags.markdown)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let html = options.htmlPath
    let markdown = options.markdownPath
    if html != nil || markdown != nil {
      return SessionExport(htmlPath: html, markdownPath: markdown).run(in: context)
    }
    return await ScenarioVerb.perform(command, command: name, in: context)
  }
}
