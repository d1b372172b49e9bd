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
/// reads both outputs as they come (a ``PipeExchange`` without input). Killed when released, if it is still running.
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
        if status == nil { status = SpawnedCommand.waitStatus(of: pid, waiting: false) }
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
    let (output, error) = (started.output, started.error)
    Thread.detachNewThread {
      var exchange = PipeExchange(outputEnd: output, errorEnd: error)
      _ = exchange.run(ended: state.reaped) { data, fromErrors in
        if fromErrors {
          state.error.withLock { $0.append(data) }
        } else {
          state.output.withLock { $0.append(data) }
        }
      }
    }
  }

  deinit {
    if state.reaped() == nil {
      kill(pid, SIGKILL)
      // Reaped here, so that no zombie of ours is left for the suite's leftover check.
      _ = SpawnedCommand.waitStatus(of: pid, waiting: true)
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

  /// Waits for the command's end, killing it after `timeout` seconds; returns its exit
  /// status (or signal number), once what it wrote last has been read.
  ///
  /// Sleeps with `Task.sleep`, so waiting holds no thread of the cooperative pool.
  package func wait(timeout: Double) async -> Int32 {
    let giveUp = Date().addingTimeInterval(timeout)
    while isRunning && Date() < giveUp { try? await Task.sleep(for: .milliseconds(50)) }
    if isRunning { kill(pid, SIGKILL) }
    while isRunning { try? await Task.sleep(for: .milliseconds(10)) }
    try? await Task.sleep(for: .milliseconds(100))  // the last output
    return status ?? -1
  }

  /// Closes the command's standard input: it reads end of file.
  package func closeInput() {
    state.input.withLock { end in
      if let descriptor = end { close(descriptor) }
      end = nil
    }
  }
}

/// `write(2)`, under a name that ``RunningCommand/write(_:)`` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
