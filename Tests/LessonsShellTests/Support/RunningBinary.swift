import Foundation
import Synchronization

/// The `lessons` binary running with piped stdin, stdout and stderr, for tests that
/// talk to it over time (answer an offer, save a file mid-check, press Ctrl-C).
///
/// Killed when released, if it is still running.
final class RunningBinary: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private final class Collected: Sendable {
    let text = Mutex((output: "", error: ""))
  }
  private let collected = Collected()

  init(_ arguments: [String], environment: [String: String]) throws {
    guard let url = LessonsBinary.url else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = url
    process.arguments = arguments
    process.environment = environment.merging(["TERM": "dumb", "NO_COLOR": "1"]) { first, _ in first }
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    output.fileHandleForReading.readabilityHandler = { [collected] handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      collected.text.withLock { $0.output += text }
    }
    error.fileHandleForReading.readabilityHandler = { [collected] handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      collected.text.withLock { $0.error += text }
    }
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  var output: String { collected.text.withLock { $0.output } }
  var errorOutput: String { collected.text.withLock { $0.error } }
  var pid: Int32 { process.processIdentifier }

  /// Waits until stdout and stderr together contain `text`; returns whether they did.
  ///
  /// Sleeps with `Task.sleep`, so waiting holds no thread of the cooperative pool.
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 180) async -> Bool {
    let giveUp = Date().addingTimeInterval(timeout)
    while Date() < giveUp {
      if output.contains(text) || errorOutput.contains(text) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  func write(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  /// Waits for the exit (killing it after `timeout`); returns the exit status.
  func wait(timeout: Double = 180) async -> Int32 {
    let giveUp = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < giveUp { try? await Task.sleep(for: .milliseconds(50)) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    while process.isRunning { try? await Task.sleep(for: .milliseconds(10)) }
    try? await Task.sleep(for: .milliseconds(100))  // the last output
    return process.terminationStatus
  }
}
