import Foundation
import Testing

@testable import ExerciseKit

/// The parent's reading of the result channel: exactly one result per expected check.
@Suite struct HarnessReportTests {
  static let expected = ["first", "second"]

  static func line(_ event: HarnessMessage.Event, nonce: String = "n1", version: Int? = nil) -> String {
    var message = HarnessMessage(nonce: nonce, event: event)
    if let version { message.version = version }
    return String(decoding: try! JSONEncoder().encode(message), as: UTF8.self)
  }

  static func report(_ events: [String]) -> HarnessReport {
    HarnessReport(channel: events.joined(separator: "\n"), nonce: "n1", expected: expected)
  }

  static let honest = [
    line(.checksAnnounced(names: expected)),
    line(.checkStarted(name: "first")),
    line(.checkFinished(name: "first", passed: true, message: "", log: .empty)),
    line(.checkStarted(name: "second")),
    line(.checkFinished(name: "second", passed: true, message: "", log: .empty)),
    line(.runEnded),
  ]

  @Test func anHonestRunIsComplete() {
    let report = Self.report(Self.honest)
    #expect(report.isComplete)
    #expect(report.violations.isEmpty)
    #expect(report.results.map(\.outcome) == [.passed, .passed])
  }

  @Test func linesWithoutThisRunsNonceAreIgnored() {
    let forged = [
      Self.line(.checkFinished(name: "second", passed: true, message: "", log: .empty), nonce: "guess"),
      Self.line(
        .checkFinished(name: "second", passed: true, message: "", log: .empty), nonce: "guess", version: 99),
      #"{"event":"result","name":"second","passed":true}"#,
      "n1 ✓ second",
    ]
    let report = Self.report(Array(Self.honest.prefix(3)) + forged + [Self.line(.runEnded)])
    #expect(report.violations.isEmpty)
    #expect(report.protocolMismatch == nil)
    #expect(report.results.map(\.outcome) == [.passed, .notRun])
    #expect(!report.isComplete)
  }

  @Test func aMessageOfThisRunInAnotherVersionIsAMismatchNotAResult() {
    let other = Self.line(.checkFinished(name: "second", passed: true, message: "", log: .empty), version: 99)
    let report = Self.report(Array(Self.honest.prefix(3)) + [other, Self.line(.runEnded)])
    #expect(
      report.protocolMismatch
        == ProtocolMismatch(toolVersion: HarnessMessage.currentVersion, childVersion: 99, foundBy: .tool))
    #expect(report.results.map(\.outcome) == [.passed, .notRun])
  }

  @Test func aChildsRefusalOfTheToolsVersionIsReported() {
    let refusal = ProtocolMismatch(
      toolVersion: 0, childVersion: HarnessMessage.currentVersion, foundBy: .child)
    let report = Self.report([Self.line(.protocolRefused(refusal))])
    #expect(report.protocolMismatch == refusal)
    #expect(!report.isComplete)
  }

  @Test(
    arguments: [
      ("a second result", line(.checkFinished(name: "first", passed: true, message: "", log: .empty))),
      (
        "a check that does not exist",
        line(.checkFinished(name: "third", passed: true, message: "", log: .empty))
      ),
      ("a second announcement", line(.checksAnnounced(names: expected))),
    ])
  func anExtraResultMakesTheWholeRunUntrusted(_ label: String, _ extra: String) {
    var events = Self.honest
    events.insert(extra, at: 3)
    let report = Self.report(events)
    #expect(!report.violations.isEmpty, "\(label)")
    #expect(!report.isComplete)
    #expect(report.results.allSatisfy { !$0.passed }, "\(label)")
  }

  @Test func anAnnouncementOfOtherChecksIsAViolation() {
    var events = Self.honest
    events[0] = Self.line(.checksAnnounced(names: ["first"]))
    #expect(!Self.report(events).violations.isEmpty)
  }

  @Test func aMessageAfterTheEndIsAViolation() {
    let events =
      Self.honest + [Self.line(.checkFinished(name: "first", passed: true, message: "", log: .empty))]
    #expect(!Self.report(events).violations.isEmpty)
  }

  @Test func anInterruptedRunNamesTheCheckAndLeavesTheRestNotRun() {
    let report = Self.report(Array(Self.honest.prefix(2)))
    #expect(report.unfinishedCheck == "first")
    #expect(report.results.map(\.outcome) == [.notRun, .notRun])
    #expect(!report.finished)
  }
}
