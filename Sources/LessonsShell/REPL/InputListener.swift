import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Listens for lines on standard input on a thread of its own while a long command
/// (`watch`) runs: Return to accept an offer, end of input to stop.
///
/// It polls in tenths of a second and stops reading the moment ``stop()`` is called,
/// so no line meant for the shell's next prompt is taken.
final class InputListener: Sendable {
  private let state = Mutex(State())
  private let descriptor: Int32

  private struct State {
    var stopped = false
  }

  /// A listener on `descriptor` that first delivers the lines in `readAhead`; with
  /// `reachedEnd`, the input had already ended after them.
  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// Starts listening: `onLine` for each line (without its newline), `onEnd` once at end of input.
  func start(
    readAhead: [UInt8], reachedEnd: Bool, onLine: @escaping @Sendable (String) -> Void,
    onEnd: @escaping @Sendable () -> Void
  ) {
    let descriptor = descriptor
    let thread = Thread { [self] in
      var pending = readAhead
      func deliverLines() {
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          onLine(String(decoding: pending[..<newline], as: UTF8.self))
          pending.removeSubrange(...newline)
        }
      }
      deliverLines()
      if reachedEnd {
        onEnd()
        return
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !isStopped {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0, !isStopped else { continue }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          onEnd()
          return
        }
        pending += buffer[0..<count]
        deliverLines()
      }
    }
    thread.start()
  }

  /// Stops listening; nothing more is read.
  func stop() {
    state.withLock { $0.stopped = true }
  }

  private var isStopped: Bool { state.withLock { $0.stopped } }
}
