/// One command of the `lessons` tool, usable as `lessons NAME ...` and as a shell line.
///
/// A command is a small value that describes itself (name, summary, arguments) and
/// does its work in ``run(_:in:)``. Parsing, `--help`, usage lines, error messages and
/// Tab completion all come from ``arguments``, so a command never parses by hand.
///
/// ```swift
/// struct HintCommand: ShellCommand {
///   let name = "hint"
///   let summary = "Show the next hint for an exercise."
///   let group = CommandGroup.exercises
///   let arguments = ArgumentSpec(positionals: [.exerciseID()])
///
///   func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
///     let id = arguments.positional("id")!  // required, so the parser guarantees it
///     context.console.line("Hint for \(id): ...")
///     return .success
///   }
/// }
/// ```
/// Register it in ``CommandRegistry/standard``.
@MainActor
public protocol ShellCommand {
  /// The word that invokes the command.
  var name: String { get }
  /// Other words that invoke it (`exit` for `quit`).
  var aliases: [String] { get }
  /// One line for the command list in `help`.
  var summary: String { get }
  /// More prose for `help NAME`; empty when the summary says it all.
  var discussion: String { get }
  /// The heading it is listed under in `help`.
  var group: CommandGroup { get }
  /// Whether it also works as `lessons NAME` outside the shell.
  var scope: CommandScope { get }
  /// Its positional arguments and options.
  var arguments: ArgumentSpec { get }

  /// Checks rules the spec cannot express (e.g. ids and `--all` together); runs after parsing.
  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError)

  /// Candidates for Tab completion of `positional`; the default derives them from its kind.
  func completions(for positional: PositionalSpec, in context: CommandContext) -> [String]

  /// Does the work and reports how it went.
  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode
}

extension ShellCommand {
  public var aliases: [String] { [] }
  public var discussion: String { "" }
  public var scope: CommandScope { .anywhere }

  public func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {}

  public func completions(for positional: PositionalSpec, in context: CommandContext) -> [String] {
    positional.kind.candidates(in: context)
  }

  /// Whether `word` invokes this command.
  func isInvoked(by word: String) -> Bool {
    word == name || aliases.contains(word)
  }
}
