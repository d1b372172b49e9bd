import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Written from the signal handler: a lock-free atomic is async-signal-safe, a lock is not.
private let pendingInterrupts = Atomic<Int>(0)

/// Turns Ctrl-C (SIGINT) into a flag that long-running work polls, instead of death.
///
/// ```swift
/// InterruptSignal.install()
/// while !InterruptSignal.isPending { step() }
/// InterruptSignal.clear()
/// ```
/// The handler is installed without `SA_RESTART`, so a blocking `read` (libedit
/// waiting for a key) returns `EINTR` and the caller can abandon the line.
/// Child processes should run in their own process group: libedit re-raises
/// SIGINT to the whole group.
package enum InterruptSignal {
  /// Routes SIGINT to the flag. Safe to call more than once.
  package static func install() {
    // Initialise both globals now: the handler must not run their lazy initialisers.
    _ = pendingInterrupts.load(ordering: .relaxed)
    _ = SignalWakeup.fileDescriptor
    SignalAction.install(SIGINT) { _ in
      pendingInterrupts.add(1, ordering: .relaxed)
      SignalWakeup.notify()
    }
  }

  /// Whether Ctrl-C was pressed since the last ``clear()`` or ``consume()``.
  package static var isPending: Bool {
    pendingInterrupts.load(ordering: .relaxed) > 0
  }

  /// Forgets pending interrupts.
  package static func clear() {
    pendingInterrupts.store(0, ordering: .relaxed)
  }

  /// Returns whether an interrupt was pending, and forgets it.
  package static func consume() -> Bool {
    pendingInterrupts.exchange(0, ordering: .relaxed) > 0
  }
}
