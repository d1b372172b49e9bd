import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to a pipe whose reader may have gone, without the `SIGPIPE` that would end the process.
package enum PipeWriter {
  /// Writes all of `bytes` to `descriptor`; false when it cannot (`EPIPE`: the reader is gone).
  ///
  /// `SIGPIPE`, which a write to a pipe nobody reads raises in the writing thread, is blocked
  /// on this thread for the write and taken back if it came (unless it was pending and blocked
  /// before, when it is not this write's). Ignoring it for the whole process instead would also
  /// pass `SIG_IGN` on to every program the process starts afterwards.
  package static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Bool {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    defer {
      var pending = sigset_t()
      sigpending(&pending)
      if sigismember(&pending, SIGPIPE) == 1 && sigismember(&previous, SIGPIPE) == 0 {
        var taken: Int32 = 0
        sigwait(&pipeSignal, &taken)
      }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }
}
