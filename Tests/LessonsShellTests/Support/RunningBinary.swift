import Foundation
import TestSupport

/// The `lessons` binary running with piped stdin, stdout and stderr, for tests that
/// talk to it over time (answer an offer, save a file mid-check, press Ctrl-C).
///
/// A ``RunningCommand``: killed when released, if it is still running.
final class RunningBinary: Sendable {
  private let command: RunningCommand

  init(_ arguments: [String], environment: [String: String]) throws {
    guard let url = LessonsBinary.url else { throw CocoaError(.fileNoSuchFile) }
    command = try RunningCommand(
      url.path, arguments,
      environment: environment.merging(["TERM": "dumb", "NO_COLOR": "1"]) { first, _ in first })
  }

  var output: String { command.output }
  var errorOutput: String { command.errorOutput }
  var pid: Int32 { command.pid }

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
    command.write(text)
  }

  func closeInput() {
    command.closeInput()
  }

  /// Waits for the exit (killing it after `timeout`); returns the exit status.
  func wait(timeout: Double = 180) async -> Int32 {
    await command.wait(timeout: timeout)
  }
}
