import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waiting, with a time limit, for the exclusive `flock` of a file another process may hold.
///
/// Polled rather than blocking: `flock` has no time limit, and a holder may keep its lock
/// for its whole time limit (a run outside the sandbox, a compile stuck until it is killed).
enum ExclusiveFlock {
  /// Takes the exclusive lock of the open file `descriptor`, trying every `interval` until it
  /// is free; `false` once `wait` has passed, `cancellation` is raised, or the lock cannot be
  /// had at all (an error other than "held elsewhere").
  static func take(
    _ descriptor: Int32, within wait: Duration, polling interval: Duration,
    cancellation: CancellationFlag? = nil
  ) -> Bool {
    let deadline = ContinuousClock.now + wait
    let pause = useconds_t(max(1, interval / .microseconds(1)))
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline,
        cancellation?.isCancelled != true
      else { return false }
      usleep(pause)
    }
    return true
  }
}
