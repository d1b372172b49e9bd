import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child's input written and its outputs read in one `poll` loop, until the child has
/// ended and its pipes are done: how ``SpawnedCommand`` runs a command to its end, and how
/// ``RunningCommand``'s reading thread collects what its command writes.
///
/// A pipe's end of file is not awaited past the child's end: a daemon the child forked
/// (`tmux new-session`) keeps its standard output open for good, which made Foundation's
/// `Process` wait forever (DetachedSpawn's note). Once the child has ended, what the pipes
/// still hold is read until they are quiet for ``quietAfterExit`` milliseconds.
struct PipeExchange {
  let input: Data
  var inputEnd: Int32?
  var outputEnd: Int32?
  var errorEnd: Int32?
  var written = 0

  /// How long the pipes may stay silent after the child's end before the rest is given up.
  static let quietAfterExit: Int32 = 100

  /// An exchange over these ends, which it closes when done; `input` is written to
  /// `inputEnd` (made non-blocking, so the loop never waits on it).
  init(input: Data = Data(), inputEnd: Int32? = nil, outputEnd: Int32, errorEnd: Int32?) {
    self.input = input
    self.inputEnd = inputEnd
    self.outputEnd = outputEnd
    self.errorEnd = errorEnd
    if let inputEnd { _ = fcntl(inputEnd, F_SETFL, fcntl(inputEnd, F_GETFL) | O_NONBLOCK) }
  }

  /// Runs the exchange, handing what the child writes to `received` (with whether it came
  /// from standard error) as it comes.
  ///
  /// - Parameter ended: the child's wait status once it has ended, asked without waiting.
  /// - Returns: the wait status `ended` gave, or `nil` when the pipes ended first.
  mutating func run(ended: () -> Int32?, received: (Data, _ fromErrors: Bool) -> Void) -> Int32? {
    var status: Int32?
    if input.isEmpty, let end = inputEnd { finish(end) }
    while outputEnd != nil || errorEnd != nil || inputEnd != nil {
      var watched: [pollfd] = []
      if let inputEnd { watched.append(pollfd(fd: inputEnd, events: Int16(POLLOUT), revents: 0)) }
      for end in [outputEnd, errorEnd].compactMap(\.self) {
        watched.append(pollfd(fd: end, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&watched, nfds_t(watched.count), status == nil ? 50 : Self.quietAfterExit)
      if ready < 0 && errno != EINTR { break }
      if ready == 0 && status != nil { break }
      for entry in watched where entry.revents != 0 {
        if entry.fd == inputEnd { writeInput() } else { readOutput(entry.fd, received) }
      }
      if status == nil { status = ended() }
    }
    for end in [inputEnd, outputEnd, errorEnd].compactMap(\.self) { finish(end) }
    return status
  }

  /// Writes what the pipe takes of the input; closes it once all is written or the
  /// command stopped reading (EPIPE, with SIGPIPE held off: ``withoutSIGPIPE(_:)``).
  private mutating func writeInput() {
    guard let end = inputEnd else { return }
    let offset = written
    let count = withoutSIGPIPE {
      input.withUnsafeBytes { bytes in write(end, bytes.baseAddress! + offset, bytes.count - offset) }
    }
    if count > 0 { written += count }
    if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) { finish(end) }
  }

  private mutating func readOutput(_ end: Int32, _ received: (Data, Bool) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { read(end, $0.baseAddress, $0.count) }
    if count > 0 {
      received(Data(buffer[..<count]), end != outputEnd)
    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
      finish(end)
    }
  }

  private mutating func finish(_ end: Int32) {
    close(end)
    if end == inputEnd { inputEnd = nil }
    if end == outputEnd { outputEnd = nil }
    if end == errorEnd { errorEnd = nil }
  }
}
