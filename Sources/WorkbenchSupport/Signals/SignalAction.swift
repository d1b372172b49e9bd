#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs a signal handler the way the shell needs it.
package enum SignalAction {
  /// Routes `signal` to `handler`, without `SA_RESTART`, so a blocking `read`
  /// (libedit waiting for a key) returns `EINTR` and the reader can react.
  ///
  /// `handler` runs in signal context: it may only touch async-signal-safe
  /// state (atomics, a `write` to a pipe), never a lock or an allocation.
  package static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    set(signal, to: handler)
  }

  /// Gives `signal` its default action back. Async-signal-safe (`sigaction`), so a handler
  /// may call it before it raises the signal again to end the process as the signal would.
  package static func restoreDefault(_ signal: Int32) {
    set(signal, to: SIG_DFL)
  }

  /// Makes `handler` (or the default action, `SIG_DFL`) `signal`'s action, with no flags.
  private static func set(_ signal: Int32, to handler: (@convention(c) (Int32) -> Void)?) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }
}
