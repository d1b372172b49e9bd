import Foundation
import LessonsProtocol

/// What the check harness reported on its result channel, read back in the parent
/// and held against the checks the shipped `Checks.swift` declares.
///
/// Each line is one ``HarnessMessage``; lines that do not decode or lack this run's
/// nonce are ignored, so nothing the learner's code writes can pose as a result. A
/// line of this run in another protocol version (or the child's refusal of ours) is
/// ``protocolMismatch``, which the result reports as the reason nothing ran. Exactly one result is accepted for each expected
/// check: a result for a check that does not exist, a second result for one, or an
/// announced list that differs from the file's are ``violations``, and a report with
/// violations is never a pass.
struct HarnessReport {
  /// The check names the harness announced, if it got that far.
  var announced: [String]?
  /// One entry per expected check, in the file's order: its result, or `notRun`
  /// (the check that was running at a crash or timeout is ``unfinishedCheck``).
  var results: [CheckResult] = []
  /// The last check that started and did not finish (a crash or a timeout happened in it).
  var unfinishedCheck: String?
  /// Whether the harness reached its end.
  var finished = false
  /// What made the channel untrustworthy, one sentence each.
  var violations: [String] = []
  /// The child speaks another protocol version than the tool: its messages were not read.
  var protocolMismatch: ProtocolMismatch?

  /// Whether every expected check reported exactly once and nothing else was reported.
  var isComplete: Bool { finished && violations.isEmpty && results.allSatisfy { $0.outcome != .notRun } }

  /// Reads the result channel's text.
  init(channel: String, nonce: String, expected: [String]) {
    var finishedChecks: [String: CheckResult] = [:]
    let expectedSet = Set(expected)
    for line in channel.split(separator: "\n") {
      let message: HarnessMessage
      switch HarnessMessage.read(line, nonce: nonce) {
      case .ignored: continue
      case .mismatch(let mismatch):
        protocolMismatch = protocolMismatch ?? mismatch
        continue
      case .message(let read): message = read
      }
      if finished {
        violations.append("a message arrived after the run ended")
        continue
      }
      switch message.event {
      case .checksAnnounced(let names):
        if announced != nil { violations.append("the checks were announced twice") }
        announced = names
        if names != expected {
          violations.append("the program announced other checks than Checks.swift declares")
        }
      case .checkStarted(let name):
        unfinishedCheck = name
      case .checkFinished(let name, let passed, let text, let log):
        unfinishedCheck = nil
        if !expectedSet.contains(name) {
          violations.append("a result for \"\(name)\", which is not a check of this exercise")
        } else if finishedChecks[name] != nil {
          violations.append("a second result for \"\(name)\"")
        } else {
          // Rendered here, in the tool, with the lessons' words: the child sends records only.
          finishedChecks[name] = CheckResult(name: name, passed: passed, message: text, records: log)
        }
      case .runEnded:
        finished = true
      case .playStepFinished:
        violations.append("a play step, which a check program never sends")
      case .protocolRefused(let mismatch):
        protocolMismatch = protocolMismatch ?? mismatch
      }
    }
    if announced == nil, finished { violations.append("the run ended without announcing its checks") }
    var seen = Set<String>()
    violations = violations.filter { seen.insert($0).inserted }
    results = expected.map { finishedChecks[$0] ?? CheckResult(name: $0, outcome: .notRun) }
    if !violations.isEmpty {
      // Which of two results is the real one cannot be told: none is trusted.
      results = results.map { result in
        guard result.passed else { return result }
        return CheckResult(name: result.name, outcome: .failed, message: "not trusted: see the note above")
      }
    }
  }
}
