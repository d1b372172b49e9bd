/// Where a command may be used.
package enum CommandScope: Sendable {
  /// As `lessons NAME ...` and in the shell.
  case anywhere
  /// Only in the shell (`open`, `quit`, the scenario verbs): they act on session state.
  case shellOnly
}
