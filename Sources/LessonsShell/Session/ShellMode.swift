/// How the tool was started; decides prompts, usage prefixes and which commands exist.
package enum ShellMode: Sendable, Equatable {
  /// `lessons NAME ...`: one command, then exit.
  case command
  /// `lessons` on a terminal: libedit prompt, history, completion.
  case interactive
  /// `lessons` with piped input: one command per line, no prompt, no escape codes.
  case script

  /// Whether session commands (`open`, `quit`, scenario verbs) are available.
  package var isShell: Bool { self != .command }

  /// What precedes a command name when showing how to type it: `lessons ` or nothing.
  package var commandPrefix: String { isShell ? "" : "lessons " }
}
