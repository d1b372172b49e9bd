import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let wakeupWriteEnd = Atomic<Int32>(-1)

/// A pipe that becomes readable whenever a caught signal arrives (the self-pipe trick).
///
/// A process-directed signal may be handled on any thread, so a blocking `read` on
/// the main thread is not reliably interrupted. Waiting with `poll` on the input and
/// on ``fileDescriptor`` wakes up either way.
package enum SignalWakeup {
  /// The read end; `poll` it for `POLLIN`, then call ``drain()``.
  package static let fileDescriptor: Int32 = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wakeupWriteEnd.store(ends[1], ordering: .relaxed)
    return ends[0]
  }()

  /// Makes ``fileDescriptor`` readable. Async-signal-safe: one non-blocking `write`.
  static func notify() {
    let descriptor = wakeupWriteEnd.load(ordering: .relaxed)
    guard descriptor >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }

  /// Empties the pipe after a wake-up.
  package static func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(fileDescriptor, $0.baseAddress, $0.count) }) > 0 {}
  }
}
