import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let pendingResizes = Atomic<Int>(0)

/// Turns a terminal window resize (SIGWINCH) into a flag the line editor polls.
///
/// Installed without `SA_RESTART`, so a blocking `read` returns `EINTR` and the
/// reader can redraw for the new width at once.
package enum ResizeSignal {
  /// Routes SIGWINCH to the flag. Safe to call more than once.
  package static func install() {
    // Initialise both globals now: the handler must not run their lazy initialisers.
    _ = pendingResizes.load(ordering: .relaxed)
    _ = SignalWakeup.fileDescriptor
    SignalAction.install(SIGWINCH) { _ in
      pendingResizes.add(1, ordering: .relaxed)
      SignalWakeup.notify()
    }
  }

  /// Returns whether the window was resized since the last call, and forgets it.
  package static func consume() -> Bool {
    pendingResizes.exchange(0, ordering: .relaxed) > 0
  }
}
