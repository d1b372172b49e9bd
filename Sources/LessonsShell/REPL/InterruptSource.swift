import WorkbenchSupport

/// Where the shell loop learns that Ctrl-C was pressed while a command runs.
///
/// The tool uses ``signal`` (SIGINT through ``InterruptSignal``); tests pass their
/// own source instead of raising signals in a process other tests share.
package struct InterruptSource: Sendable {
  /// Forgets any earlier press; called as a command starts.
  package var clear: @Sendable () -> Void
  /// Returns whether Ctrl-C was pressed since the last call, and forgets it.
  package var consume: @Sendable () -> Bool

  /// A source from two closures.
  package init(clear: @escaping @Sendable () -> Void, consume: @escaping @Sendable () -> Bool) {
    self.clear = clear
    self.consume = consume
  }

  /// Ctrl-C as the terminal delivers it: SIGINT, caught by ``InterruptSignal``.
  package static let signal = InterruptSource(
    clear: { InterruptSignal.clear() }, consume: { InterruptSignal.consume() })
}
