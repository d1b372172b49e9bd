import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command running with piped standard input, output and error, for tests that talk to
/// it over time (answer an offer, save a file mid-check, press Ctrl-C).
///
/// Started and reaped as ``SpawnedCommand`` runs its commands (`posix_spawn`, `waitpid`),
/// not with Foundation's `Process`, whose wait once never returned here. A thread of its own
/// reads both outputs as they come. Killed when released, if it is still running.
package final class RunningCommand: Sendable {
  /// The command's process.
  package let pid: pid_t
  private let state: State

  /// What the reading thread and the test share.
  private final class State: Sendable {
    let pid: pid_t
    let output = Mutex(Data())
    let error = Mutex(Data())
    /// The end that writes the command's standard input, until it is closed.
    let input: Mutex<Int32?>
    /// The command's wait status, once it has ended and been reaped.
    let waitStatus = Mutex<Int32?>(nil)

    init(pid: pid_t, input: Int32?) {
      self.pid = pid
      self.input = Mutex(input)
    }

    /// The wait status if the command has ended; reaps it the first time.
    func reaped() -> Int32? {
      waitStatus.withLock { status in
        if status == nil {
          var raw: Int32 = 0
          if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
        }
        return status
      }
    }
  }

  /// Starts `executable` with `arguments` and exactly `environment`.
  package init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
    let started = try SpawnedCommand.start(
      executable, arguments, environment: environment, pipedInput: true, errors: .separate)
    pid = started.pid
    let state = State(pid: started.pid, input: started.input)
    self.state = state
    let ends = [started.output, started.error].compactMap(\.self)
    Thread.detachNewThread { Self.collect(ends, into: state) }
  }

  deinit {
    if state.reaped() == nil {
      kill(pid, SIGKILL)
      // Reaped here, so that no zombie of ours is left for the suite's leftover check.
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
    }
    closeInput()
  }

  /// What the command wrote on standard output so far.
  package var output: String { state.output.withLock { String(decoding: $0, as: UTF8.self) } }
  /// What the command wrote on standard error so far.
  package var errorOutput: String { state.error.withLock { String(decoding: $0, as: UTF8.self) } }
  /// Whether the command is still running.
  package var isRunning: Bool { state.reaped() == nil }
  /// Its exit status, or the number of the signal that ended it; `nil` while it runs.
  package var status: Int32? { state.reaped().map(SpawnedCommand.exitStatus) }

  /// Writes `text` to the command's standard input (nothing once it is closed). A command
  /// that has stopped reading makes the write fail, not the test process die of SIGPIPE.
  package func write(_ text: String) {
    state.input.withLock { end in
      guard let end else { return }
      let bytes = Array(text.utf8)
      var written = 0
      while written < bytes.count {
        let count = withoutSIGPIPE {
          bytes.withUnsafeBytes { writeBytes(end, $0.baseAddress! + written, bytes.count - written) }
        }
        if count > 0 {
          written += count
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Closes the command's standard input: it reads end of file.
  package func closeInput() {
    state.input.withLock { end in
      if let descriptor = end { close(descriptor) }
      end = nil
    }
  }

  /// Reads both outputs until they end, or until the command has ended and they have been
  /// quiet for a tenth of a second (a daemon the command left may hold them open).
  private static func collect(_ ends: [Int32], into state: State) {
    var open = ends
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !open.isEmpty {
      var watched = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ended = state.reaped() != nil
      let ready = poll(&watched, nfds_t(watched.count), ended ? 100 : 50)
      if ready < 0 && errno != EINTR { break }
      if ready == 0 && ended { break }
      for entry in watched where entry.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { readBytes(entry.fd, $0.baseAddress, $0.count) }
        if count > 0 {
          let data = Data(buffer[..<count])
          if entry.fd == ends[0] {
            state.output.withLock { $0.append(data) }
          } else {
            state.error.withLock { $0.append(data) }
          }
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
          close(entry.fd)
          open.removeAll { $0 == entry.fd }
        }
      }
    }
    for end in open { close(end) }
  }
}

/// `write(2)`, under a name that ``RunningCommand/write(_:)`` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// `read(2)`, beside ``writeBytes(_:_:_:)``.
private func readBytes(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
