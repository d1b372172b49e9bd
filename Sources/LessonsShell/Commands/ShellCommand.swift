/// One command of the `lessons` tool, usable as `lessons NAME ...` and as a shell line.
///
/// A command is a small value that describes itself (name, summary, arguments),
/// decodes what the parser checked into its typed ``Options`` once
/// (``options(from:in:)``, which also enforces the rules the spec cannot express), and
/// does its work in ``run(_:in:)`` from those options alone. Parsing, `--help`, usage
/// lines, error messages and Tab completion all come from ``arguments``, so a command
/// never parses by hand, and no `run` reads an argument by its name. Its `--name` options
/// are the properties of a ``ParsableOptions`` struct (`@Flag var force: Bool`): the property
/// names are the keys, read back typed with ``ParsedArguments/decode(_:)``.
///
/// ```swift
/// struct HintCommand: ShellCommand {
///   struct Options { var id: String }
///
///   let name = "hint"
///   let summary = "Show the next hint for an exercise."
///   let group = CommandGroup.exercises
///   let arguments = ArgumentSpec(positionals: [.exerciseID()])
///
///   func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
///     Options(id: try arguments.required("id", of: name))
///   }
///
///   func run(_ options: Options, in context: CommandContext) async -> ExitCode {
///     context.console.line("Hint for \(options.id): ...")
///     return .success
///   }
/// }
/// ```
/// Register it in ``CommandRegistry/standard``.
@MainActor
package protocol ShellCommand {
  /// What one invocation asks for, decoded from its arguments (``NoOptions`` when it takes none).
  associatedtype Options = NoOptions

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

  /// Decodes the checked arguments into ``Options``, once, and enforces the rules the
  /// spec cannot express (ids and `--all` together); an error says what was wrong and what would work.
  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options

  /// Candidates for Tab completion of `positional`; the default derives them from its kind.
  func completions(for positional: PositionalSpec, in context: CommandContext) -> [String]

  /// Does the work the options ask for and reports how it went.
  func run(_ options: Options, in context: CommandContext) async -> ExitCode
}

extension ShellCommand {
  package var aliases: [String] { [] }
  package var discussion: String { "" }
  package var scope: CommandScope { .anywhere }

  package func completions(for positional: PositionalSpec, in context: CommandContext) -> [String] {
    positional.kind.candidates(in: context)
  }

  /// The invocation of this command with `arguments`, decoded: what the parser hands the dispatcher.
  func invocation(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError)
    -> CommandInvocation
  {
    let options = try options(from: arguments, in: context)
    return CommandInvocation(command: self, arguments: arguments) { context in
      await self.run(options, in: context)
    }
  }

  /// Whether `word` invokes this command.
  func isInvoked(by word: String) -> Bool {
    word == name || aliases.contains(word)
  }
}

extension ShellCommand where Options == NoOptions {
  package func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError)
    -> NoOptions
  {
    NoOptions()
  }
}

/// The options of a command that takes none, or whose only rule is about the session.
package struct NoOptions: Sendable, Equatable {
  /// No options.
  package init() {}
}

/// One command with its decoded options, ready to run.
@MainActor
package struct CommandInvocation {
  /// The command.
  package let command: any ShellCommand
  /// The arguments as parsed, before decoding (for tests and messages).
  package let arguments: ParsedArguments
  /// Runs the command with the options decoded from ``arguments``.
  let perform: @MainActor (CommandContext) async -> ExitCode

  /// Runs it in `context`.
  package func run(in context: CommandContext) async -> ExitCode {
    await perform(context)
  }
}
