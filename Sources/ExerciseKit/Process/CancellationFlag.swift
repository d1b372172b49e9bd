import Synchronization

/// A flag another thread raises to stop a running check (Ctrl-C in the shell, a newer save in watch mode).
///
/// The child-process loop polls it every few milliseconds and kills the child's
/// whole process group when it is raised.
package final class CancellationFlag: Sendable {
  private let raised = Mutex(false)
  private let external: (@Sendable () -> Bool)?

  /// A flag that is not raised.
  package init() {
    external = nil
  }

  /// A flag that also counts as raised whenever `source` returns `true`.
  ///
  /// ```swift
  /// let flag = CancellationFlag(also: { InterruptSignal.isPending })   // Ctrl-C stops the check
  /// ```
  package init(also source: @escaping @Sendable () -> Bool) {
    external = source
  }

  /// Asks everything observing this flag to stop.
  package func cancel() {
    raised.withLock { $0 = true }
  }

  /// Whether ``cancel()`` was called.
  package var isCancelled: Bool {
    raised.withLock { $0 } || external?() == true
  }
}
