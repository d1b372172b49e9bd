// The check harness: built once, with the runtime, into the `LessonsCheckHarness` library that
// every check program of `lessons check` links; the checks and the generated entry point import it.
// Do not edit: the tool knows this file's digest and reports an edited copy as tampered.

@preconcurrency import Foundation
import LessonsProtocol
@_spi(Tooling) import StateRuntime

// @preconcurrency (here and on Foundation, which re-exports the C library): the harness
// reads C's `stdout` and `stderr` on the main actor, before any check runs.
#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// One embedded check: a name saying what it proves, and the code that proves it.
///
/// ```swift
/// Check("the field follows an undo") {
///   let host = ViewHost(DocumentScreen())
///   try host.tap("Undo")
///   try expectEqual(host.element("Title")?.value, "Draft", "the field after Undo", log: host.changes)
/// }
/// ```
public struct Check {
  let name: String
  let body: @MainActor () async throws -> Void

  /// A check called `name` that passes when `body` returns without throwing.
  public init(_ name: String, _ body: @escaping @MainActor () async throws -> Void) {
    self.name = name
    self.body = body
  }
}

/// A check's expectation did not hold: what was expected, and the log that explains it.
struct CheckFailure: Error {
  let message: String
  let log: HarnessMessage.FailureLog.Entries
}

/// Fails the current check with `message` unless `condition` holds.
///
/// - Parameter log: the body evaluations worth showing on failure (pass `host.changes`).
@MainActor public func expect(_ condition: Bool, _ message: @autoclosure () -> String, log: [BodyChange])
  throws
{
  if !condition { throw CheckFailure(message: message(), log: .changes(log)) }
}

/// Fails the current check with `message` unless `condition` holds.
///
/// - Parameter log: the runtime's events (pass `host.events`), shown on failure as
///   the lessons' invalidation log: actions, state changes, body evaluations.
@MainActor public func expect(_ condition: Bool, _ message: @autoclosure () -> String, log: [RuntimeEvent])
  throws
{
  if !condition { throw CheckFailure(message: message(), log: .events(log)) }
}

/// Fails the current check with `message` unless `condition` holds; `log` lines are shown on failure.
@MainActor public func expect(_ condition: Bool, _ message: @autoclosure () -> String, log: [String] = [])
  throws
{
  if !condition { throw CheckFailure(message: message(), log: .lines(log)) }
}

/// Fails the current check unless `actual == expected`, saying what `subject` was;
/// `log` is the body evaluations (`host.changes`).
@MainActor public func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ subject: String, log: [BodyChange]
)
  throws
{
  try _checkHarnessExpectEqual(actual, expected, subject, log: .changes(log))
}

/// Fails the current check unless `actual == expected`; `log` is the runtime's events (`host.events`).
@MainActor public func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ subject: String, log: [RuntimeEvent]
) throws {
  try _checkHarnessExpectEqual(actual, expected, subject, log: .events(log))
}

/// Fails the current check unless `actual == expected`; `log` lines are shown on failure.
@MainActor public func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ subject: String, log: [String] = []
)
  throws
{
  try _checkHarnessExpectEqual(actual, expected, subject, log: .lines(log))
}

private func _checkHarnessExpectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ subject: String, log: HarnessMessage.FailureLog.Entries
) throws {
  if actual != expected {
    throw CheckFailure(
      message: "\(subject): expected \(_checkHarnessShow(expected)), got \(_checkHarnessShow(actual))",
      log: log)
  }
}

private func _checkHarnessShow<Value>(_ value: Value) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    guard let wrapped = mirror.children.first?.value else { return "nothing" }
    return _checkHarnessShow(wrapped)
  }
  if let string = value as? String { return "\"\(string)\"" }
  return String(describing: value)
}

/// Runs the checks and reports each to the tool as a ``HarnessMessage``.
///
/// The channel's descriptors come on the command line (see ``HarnessMessage/Option``).
/// The run's secret is read from its pipe and the pipe closed before any check,
/// so any learner code runs after it is gone from every place but this process's
/// memory. What the learner's code prints goes to stdout and never mixes with
/// the results.
public enum CheckHarness {
  /// The most log entries sent with one failure: the end of the log explains it best.
  static let logLimit = 24

  /// Opens the result channel (see ``HarnessChannel``); exits with status 64 when the
  /// program was started without one (it only runs under `lessons`), and with
  /// ``ProtocolMismatch/exitStatus`` when the tool speaks another protocol version.
  static func openChannel() -> HarnessChannel {
    HarnessChannel.openOrExit(usage: "This program runs checks for `lessons check`; run that instead.")
  }

  /// The entry point of a check program: opens the channel, then builds and runs the checks.
  ///
  /// The channel (and with it the run's secret) is opened before `checks` is called,
  /// so before any code of the learner's can run.
  @MainActor public static func main(_ checks: @MainActor () -> [Check]) async {
    let channel = openChannel()
    await run(checks(), channel: channel)
  }

  @MainActor static func run(_ checks: [Check], channel: HarnessChannel) async {
    // Line-buffered, so what the learner printed before a crash is not lost with the buffer.
    setvbuf(stdout, nil, _IOLBF, 0)
    channel.send(.checksAnnounced(names: checks.map(\.name)))
    for check in checks {
      channel.send(.checkStarted(name: check.name))
      var passed = true
      var message = ""
      var log = HarnessMessage.FailureLog.empty
      let unsettledMark = UnsettledUpdates.count
      do {
        try await check.body()
        // An update that never settled fails the check whatever it asserted:
        // the views are not in a state SwiftUI would reach.
        if let loop = UnsettledUpdates.since(unsettledMark).first {
          passed = false
          message = "never-settled: " + loop.description
        }
      } catch let failure as CheckFailure {
        passed = false
        message = failure.message
        log = lastEntries(of: failure.log)
      } catch {
        passed = false
        message = String(describing: error)
      }
      channel.send(.checkFinished(name: check.name, passed: passed, message: message, log: log))
    }
    channel.send(.runEnded)
  }

  /// The last ``logLimit`` entries of `entries`, as records: the tool renders them.
  static func lastEntries(of entries: HarnessMessage.FailureLog.Entries) -> HarnessMessage.FailureLog {
    func last<Entry>(_ all: [Entry], _ wrap: ([Entry]) -> HarnessMessage.FailureLog.Entries)
      -> HarnessMessage.FailureLog
    {
      HarnessMessage.FailureLog(
        entries: wrap(Array(all.suffix(logLimit))), earlierEntriesDropped: max(0, all.count - logLimit))
    }
    switch entries {
    case .events(let events):
      // Events the log does not show (pass starts) would take places and count as
      // dropped lines the reader never sees.
      return last(events.filter(\.appearsInLog), HarnessMessage.FailureLog.Entries.events)
    case .changes(let changes):
      return last(changes, HarnessMessage.FailureLog.Entries.changes)
    case .lines(let lines):
      return last(lines, HarnessMessage.FailureLog.Entries.lines)
    }
  }
}
