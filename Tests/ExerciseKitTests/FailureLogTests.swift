import Foundation
import LessonKit
@_spi(Tooling) import StateRuntime
import TestSupport
import Testing

@testable import ExerciseKit

/// A failed check's log crosses the result channel as the runtime's records, and the tool
/// renders them in the lessons' words (issue 12, item 3).
@Suite(.serialized) struct FailureLogTests {
  /// The played fixture, mounted and poked the way the checks below poke it.
  @MainActor static func pokedProfile(saves: Int) async throws -> [RuntimeEvent] {
    let host = ViewHost(ProfileScreen())
    await host.settle()
    try host.type("Ada", into: "Name")
    await host.settle()
    for _ in 0..<saves {
      try host.tap("Save")
      await host.settle()
    }
    return host.events
  }

  /// `log` sent as one failed check, read back by the tool.
  static func received(_ log: HarnessMessage.FailureLog) throws -> CheckResult {
    let channel = try [
      HarnessMessage.Event.checksAnnounced(names: ["first"]), .checkStarted(name: "first"),
      .checkFinished(name: "first", passed: false, message: "it failed", log: log), .runEnded,
    ].map {
      String(decoding: try JSONEncoder().encode(HarnessMessage(nonce: "n1", event: $0)), as: UTF8.self)
    }
    let report = HarnessReport(channel: channel.joined(separator: "\n"), nonce: "n1", expected: ["first"])
    #expect(report.isComplete)
    return try #require(report.results.first)
  }

  @MainActor @Test func eventsAreShownInTheLessonsWordsUnderTheirActions() async throws {
    let events = try await Self.pokedProfile(saves: 2)
    let result = try Self.received(.init(entries: .events(events)))
    #expect(result.records == .init(entries: .events(events)))

    // Every line but the action headings is the lessons' renderer's line, in its order.
    let headings = events.compactMap(\.logHeading)
    #expect(!headings.isEmpty)
    #expect(result.log.filter { $0.hasPrefix("▸ ") } == headings)
    let lines = result.log.filter { !$0.hasPrefix("▸ ") }
    #expect(lines.allSatisfy { $0.hasPrefix("  ") })
    #expect(lines.map { String($0.dropFirst(2)) } == LogRenderer.lines(for: events).map(\.text))
    // And each heading comes right before what its action caused.
    let shown = events.filter(\.appearsInLog)
    #expect(result.log.count == shown.count)
    for (line, event) in zip(result.log, shown) where event.logHeading != nil {
      #expect(line == event.logHeading)
    }
  }

  @MainActor @Test func bodyChangesReadAsTheBodyEvaluationsTheyAre() async throws {
    let host = ViewHost(Shelf())
    await host.settle()
    try host.tap("Add")
    await host.settle()
    #expect(host.changes.contains { $0.qualifiedView != $0.view }, "a nested view, whose two names differ")
    let result = try Self.received(.init(entries: .changes(host.changes)))
    #expect(result.log == LogRenderer.lines(for: host.changes.map(RuntimeEvent.bodyEvaluated)).map(\.text))
    #expect(result.records == .init(entries: .changes(host.changes)))
  }

  @Test func aLogCutShortSaysHowManyLinesCameBefore() throws {
    let result = try Self.received(.init(entries: .lines(["last"]), earlierEntriesDropped: 3))
    #expect(result.log == ["… 3 earlier lines", "last"])
  }

  @Test func aLogOfRenderedLinesIsNotAResult() {
    // The version 2 shape, with today's version: a child that renders its own log is not heard.
    let line =
      #"{"version":\#(HarnessMessage.currentVersion),"nonce":"n1","event":{"checkFinished":"#
      + #"{"name":"first","passed":false,"message":"m","log":["  Row: @self changed."]}}}"#
    let report = HarnessReport(channel: line, nonce: "n1", expected: ["first"])
    #expect(report.results.map(\.outcome) == [.notRun])
  }

  @Test func aPassSendsNoRecords() throws {
    let channel = HarnessMessage(
      nonce: "n1", event: .checkFinished(name: "first", passed: true, message: "", log: .empty))
    let line = String(decoding: try JSONEncoder().encode(channel), as: UTF8.self)
    let result = try #require(HarnessReport(channel: line, nonce: "n1", expected: ["first"]).results.first)
    #expect(result.passed && result.log.isEmpty && result.records == nil)
  }

  /// A real check program: the fixture's views, poked past the log's limit, fail with `log: host.events`.
  @Test func aCheckProgramSendsTheRuntimesEventsAndTheEndOfALongLog() async throws {
    let fixture = SourceTree.url("Tests/ExerciseKitTests/Fixtures/PlayedProfile.swift")
    let checks = """
      // Uses from your file: ProfileScreen.
      import StateRuntime

      @MainActor func exerciseChecks() -> [Check] {
        [
          Check("the log is sent") {
            let host = ViewHost(ProfileScreen())
            await host.settle()
            try host.type("Ada", into: "Name")
            await host.settle()
            for _ in 0..<12 {
              try host.tap("Save")
              await host.settle()
            }
            try expect(false, "always fails", log: host.events)
          }
        ]
      }
      """
    let project = try TestProject(exercises: [
      "records": [
        ".starter/Profile.swift": try String(contentsOf: fixture, encoding: .utf8), "Checks.swift": checks,
      ]
    ])
    defer { project.remove() }
    var options = CheckOptions(timeout: 20)
    options.recordsProgress = false
    let result = try await project.workbench.checkOffThePool("records", options: options)
    let check = try #require(result.checks.first)
    #expect(check.message == "always fails")

    let shown = try await Self.pokedProfile(saves: 12).filter(\.appearsInLog)
    guard case .events(let sent) = check.records?.entries else {
      Issue.record("the log did not arrive as the runtime's events: \(String(describing: check.records))")
      return
    }
    #expect(sent.count < shown.count, "the log was long enough to be cut")
    #expect(sent == Array(shown.suffix(sent.count)))
    #expect(check.records?.earlierEntriesDropped == shown.count - sent.count)
    #expect(check.log == check.records?.lines)
  }
}

/// A view with a nested one: `_printChanges` names it `Shelf.Item`, the lessons' log `Item`.
struct Shelf: View {
  struct Item: View {
    let title: String
    var body: some View { Text(title) }
  }

  @State private var count = 1
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Item(title: "Books: \(count)")
    }
  }
}
