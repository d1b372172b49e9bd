import LessonKit
import LessonPacks
import StateRuntime

/// `run ID [--fixed|--compare] [--step] [--json] [--markdown FILE] [--html FILE] [--why VIEW] [--xcode 26|27]`:
/// a lesson's scenario with the live invalidation log, side by side, or exported, as built
/// with the given Xcode.
struct RunCommand: ShellCommand {
  /// What `run ID ...` asks for, decoded once.
  struct Options {
    /// How the scenario is shown.
    enum Mode: Equatable {
      /// Live, step after step.
      case live
      /// Live, pausing before each step (`--step`).
      case stepped
      /// Both versions side by side (`--compare`).
      case compare
    }

    /// The lesson.
    var id: String
    /// The version run: fixed with `--fixed`, else broken.
    var variant: Variant
    /// Live, stepped or side by side.
    var mode: Mode
    /// `--json`, `--markdown FILE`, `--html FILE`: the run exported instead of printed live.
    var export: RunExport?
    /// The Xcode whose SwiftUI the runtime reproduces.
    var xcode: XcodeRelease
    /// `--why VIEW`: after each step, the chain behind that view's body runs in it.
    var why: String? = nil
  }

  let name = "run"
  let summary = "Run a lesson's scenario and watch the live invalidation log."
  let discussion = """
    Runs the broken version unless \(Self.flags.$fixed) is given. In the shell the scenario stays \
    mounted afterwards: poke it with \
    \(CommandParser.sentence(CommandParser.userActionVerbs + ["event"], conjunction: "and", quoted: true)), \
    and inspect it with 'tree', 'log' and 'counts'. Ctrl-C stops a running step. \
    Exits with 0 when the runtime reproduced what the lesson claims (the bug in the \
    broken version, every expectation in the fixed one), 1 otherwise.

    For teaching: \(Self.flags.$step) pauses before each step, where Return goes on, 'tree', 'log' \
    and 'counts' look, a scenario verb pokes the app off-script, 'back' remounts and \
    replays to the step before (or back to the script after a poke), 'replay' runs the \
    last step again and 'quit' stops with the app mounted. \(Self.flags.$compare) runs both versions \
    step by step, in two columns on a wide terminal. \(Self.flags.$json), \(Self.flags.$markdown) and \(Self.flags.$html) export \
    the run instead of printing it live: \(Self.flags.$json) the version run (both with \(Self.flags.$compare)), the \
    handout and the player both versions with their code (only the fixed one with \(Self.flags.$fixed)). \
    The player is made to be projected: ← and → step, a number key jumps, C shows the code. \
    \(Self.flags.$why) VIEW says after each step why that view's body ran, was skipped or went away \
    (the action, the writes and who read them, the parents' bodies, identity changes); \
    with \(Self.flags.$json), each step carries only that view's chains ('why VIEW' in the shell asks \
    of the last step).
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(positionals: [.lessonID()], options: Flags.self)

  /// Its options with their names, for its messages and others' (`RunCommand.flags.$fixed`).
  nonisolated static let flags = Flags.declared

  /// The options `run` takes.
  struct Flags: ParsableOptions {
    @Flag(help: "Run the fixed version instead of the broken one.") var fixed: Bool
    @Flag(help: "Pause before each step: Return goes on; tree, log, counts, back, replay, tap ..., quit.")
    var step: Bool
    @Flag(help: "Run the broken and the fixed version side by side, step by step.") var compare: Bool
    @Flag(help: "Print the run as one JSON transcript instead of the live log.") var json: Bool
    @Option(
      kind: .text, valueName: "file",
      help: "Write a Markdown handout (story, rule, code and diff, every step) to <file>.")
    var markdown: String?
    @Option(
      kind: .text, valueName: "file",
      help:
        "Write one self-contained HTML player of both versions, made to be projected (<file>#step=N; ← → step, C code)."
    )
    var html: String?
    @Flag(
      help:
        "With --html: a player for a room, spoiler-free until revealed (the broken version alone, no checks; "
        + "R reveals the checks, then the fixed version).")
    var room: Bool
    @Flag(help: "With --markdown: a one-page handout (story, rule, diff, verdict).") var short: Bool
    @Option(
      kind: .text, valueName: "view",
      help:
        "After each step, say why <view>'s body ran, was skipped or went away (with --json: only its chains)."
    )
    var why: String?
    @Option(kind: XcodeRelease.optionKind, help: XcodeRelease.optionHelp) var xcode: XcodeRelease
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let flags = arguments.decode(Flags.self)
    let exports = [
      flags.json ? flags.$json : nil, flags.markdown.map { _ in flags.$markdown },
      flags.html.map { _ in flags.$html },
    ].compactMap { $0 }
    if flags.compare, flags.fixed {
      throw .conflictingArguments(
        command: name, first: flags.$compare.spelling, second: flags.$fixed.spelling)
    }
    let others = (flags.compare ? [flags.$compare] : []) + exports
    if flags.step, let other = others.first {
      throw .conflictingArguments(command: name, first: flags.$step.spelling, second: other.spelling)
    }
    if flags.room, flags.html == nil {
      throw .optionWithout(
        command: name, option: flags.$room.spelling, needs: "\(flags.$html.spelling) FILE",
        shapes: "the HTML player")
    }
    if flags.short, flags.markdown == nil {
      throw .optionWithout(
        command: name, option: flags.$short.spelling, needs: "\(flags.$markdown.spelling) FILE",
        shapes: "the Markdown handout")
    }
    // The chains are printed after each step of a live run, or carried by --json.
    let whyConflicts = (flags.step ? [flags.$step] : []) + others.filter { $0 != flags.$json }
    if flags.why != nil, let other = whyConflicts.first {
      throw .conflictingArguments(command: name, first: flags.$why.spelling, second: other.spelling)
    }
    return Options(
      id: try arguments.required("id", of: name), variant: flags.fixed ? .fixed : .broken,
      mode: flags.compare ? .compare : flags.step ? .stepped : .live,
      export: RunExport(json: flags.json, markdownPath: flags.markdown, htmlPath: flags.html).map { export in
        var export = export
        export.shortHandout = flags.short
        export.forRoom = flags.room
        return export
      },
      xcode: flags.xcode, why: flags.why)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    guard let lesson = context.catalog.packLesson(options.id) else {
      context.console.error("Error: Lesson '\(options.id)' has no scenario to run.")
      return .failure
    }
    let status = await PackLessonRun.run(lesson, options: options, in: context)
    // At a terminal, once a session: where the log's marks are explained. Never in a pipe,
    // whose output is a transcript.
    if context.mode == .interactive, status == .success, !context.session.hasPointedToLogLegend {
      context.session.hasPointedToLogLegend = true
      context.console.line(
        context.console.styler("New to the log? 'help log' says what each mark (=, ⚡, ·, +, …) means.", .dim))
    }
    return status
  }
}
