// The check harness: compiled with every exercise by `lessons check`.
// Do not edit: the tool knows this file's digest and reports an edited copy as tampered.

import StateRuntime

// @preconcurrency: the harness reads C's `stdout` once, on the main actor, before any check runs.
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
struct Check {
  let name: String
  let body: @MainActor () async throws -> Void

  init(_ name: String, _ body: @escaping @MainActor () async throws -> Void) {
    self.name = name
    self.body = body
  }
}

/// A check's expectation did not hold: what was expected, and the log lines that explain it.
struct CheckFailure: Error {
  let message: String
  let log: [String]
}

/// Fails the current check with `message` unless `condition` holds.
///
/// - Parameter log: the invalidation log worth showing on failure (pass `host.changes`).
@MainActor func expect(_ condition: Bool, _ message: @autoclosure () -> String, log: [BodyChange]) throws {
  try expect(condition, message(), log: log.map(\.description))
}

/// Fails the current check with `message` unless `condition` holds.
///
/// - Parameter log: the runtime's events (pass `host.events`), shown on failure as
///   the lessons' invalidation log: actions, state changes, body evaluations.
@MainActor func expect(_ condition: Bool, _ message: @autoclosure () -> String, log: [RuntimeEvent]) throws {
  try expect(condition, message(), log: CheckLog.lines(for: log))
}

/// Fails the current check with `message` unless `condition` holds; `log` lines are shown on failure.
@MainActor func expect(_ condition: Bool, _ message: @autoclosure () -> String, log: [String] = []) throws {
  if !condition { throw CheckFailure(message: message(), log: log) }
}

/// Fails the current check unless `actual == expected`, saying what `subject` was.
@MainActor func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ subject: String, log: [BodyChange]
)
  throws
{
  try expectEqual(actual, expected, subject, log: log.map(\.description))
}

/// Fails the current check unless `actual == expected`; `log` is the runtime's events (`host.events`).
@MainActor func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ subject: String, log: [RuntimeEvent]
) throws {
  try expectEqual(actual, expected, subject, log: CheckLog.lines(for: log))
}

/// Fails the current check unless `actual == expected`; `log` lines are shown on failure.
@MainActor func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ subject: String, log: [String] = []
)
  throws
{
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

/// The invalidation log as the lessons print it (`RuntimeEvent.logLine`), with each
/// user action the check performed as a heading.
enum CheckLog {
  static func lines(for events: [RuntimeEvent]) -> [String] {
    events.compactMap { event -> String? in
      if case .actionPerformed(let action) = event { return "▸ \(action)" }
      return event.logLine.map { "  " + $0 }
    }
  }
}

/// Runs the checks and reports each on file descriptor 3, one JSON line per event.
///
/// The lines carry `nonce` so the tool ignores anything else written there. What
/// the learner's code prints goes to stdout and never mixes with the results.
enum CheckHarness {
  /// The most log lines sent with one failure: the end of the log explains it best.
  static let logLimit = 24

  @MainActor static func run(
    _ checks: [Check], nonce: String, memoryLimitBytes: Int, selfDestructSeconds: Int
  )
    async
  {
    limitMemory(memoryLimitBytes)
    // Line-buffered, so what the learner printed before a crash is not lost with the buffer.
    setvbuf(stdout, nil, _IOLBF, 0)
    // The tool kills this process group at its time limit; the alarm covers the case
    // where the tool itself was killed first and nobody is left to do it.
    if selfDestructSeconds > 0 { alarm(UInt32(selfDestructSeconds)) }
    emit(nonce, "{\"event\":\"begin\",\"count\":\(checks.count)}")
    for check in checks {
      emit(nonce, "{\"event\":\"start\",\"name\":\(json(check.name))}")
      var passed = true
      var message = ""
      var log: [String] = []
      do {
        try await check.body()
      } catch let failure as CheckFailure {
        passed = false
        message = failure.message
        log = failure.log
      } catch {
        passed = false
        message = String(describing: error)
      }
      if log.count > logLimit { log = ["… \(log.count - logLimit) earlier lines"] + log.suffix(logLimit) }
      let logJSON = "[" + log.map(json).joined(separator: ",") + "]"
      emit(
        nonce,
        "{\"event\":\"result\",\"name\":\(json(check.name)),\"passed\":\(passed),"
          + "\"message\":\(json(message)),\"log\":\(logJSON)}")
    }
    emit(nonce, "{\"event\":\"end\"}")
  }

  // Set here, before any learner code runs: a runaway allocation then fails inside
  // the child instead of exhausting the machine.
  private static func limitMemory(_ bytes: Int) {
    guard bytes > 0 else { return }
    var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
    #if canImport(Glibc)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    #else
      _ = setrlimit(RLIMIT_AS, &limit)
    #endif
  }

  private static func emit(_ nonce: String, _ line: String) {
    var bytes = Array("\(nonce) \(line)\n".utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { write(3, $0.baseAddress! + offset, $0.count - offset) }
      if written <= 0 { return }
      offset += written
    }
  }

  private static func json(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
