#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs a signal handler the way the shell needs it.
enum SignalAction {
  /// Routes `signal` to `handler`, without `SA_RESTART`, so a blocking `read`
  /// (libedit waiting for a key) returns `EINTR` and the reader can react.
  ///
  /// `handler` runs in signal context: it may only touch async-signal-safe
  /// state (atomics, a `write` to a pipe), never a lock or an allocation.
  static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
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
