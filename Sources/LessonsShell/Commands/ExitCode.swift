/// How a command ended; its raw value is the process exit code.
package enum ExitCode: Int32, Sendable {
  /// The command did what was asked.
  case success = 0
  /// A check or scenario expectation failed, or the command could not do its work.
  case failure = 1
  /// The command line was wrong: unknown command, option or id, or a missing argument.
  case usageError = 2
  /// Ctrl-C stopped the command (on the command line; the shell itself carries on).
  case interrupted = 130
}
