#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to the process's stdout and stderr, unbuffered so the two interleave in order.
package final class StandardOutputSink: OutputSink {
  /// A sink for the process's own stdout and stderr.
  package init() {}

  package func write(_ text: String, to stream: OutputStream) {
    let descriptor: Int32 = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return  // The reader went away (EPIPE); nothing useful to do.
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

// Inside the class, `write` names the protocol method, not the system call.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
