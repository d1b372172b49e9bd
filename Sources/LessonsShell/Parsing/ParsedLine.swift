/// What one command line (the arguments after `lessons`, or one shell line) asks for.
@MainActor
package enum ParsedLine {
  /// Nothing: an empty or comment-only line (with no arguments: open the shell).
  case empty
  /// `--version`.
  case version
  /// `help`, `--help`, `COMMAND --help`: help for one command, or the overview.
  case help((any ShellCommand)?)
  /// Run a command with its arguments checked and decoded.
  case run(CommandInvocation)
}
