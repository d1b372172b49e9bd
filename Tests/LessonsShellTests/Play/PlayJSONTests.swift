import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import StateRuntime
import Testing
import WorkbenchSupport

@testable import LessonsShell

/// `play --json`: the document carries its format version, and a step's error its sentence.
@MainActor
struct PlayJSONTests {
  struct Counter: View {
    @State var n = 0
    var body: some View {
      Button("Add") { n += 1 }
    }
  }

  @Test func theDocumentCarriesItsFormatVersion() throws {
    let host = ViewHost(Counter())
    let mount = HarnessMessage.PlayStep(
      command: .mount, changes: host.changes, events: host.events, tree: host.render(),
      elements: host.elements(), bodyCounts: host.bodyCounts, failure: nil)
    let missing = ViewHostError.controlNotFound(kind: .button, label: "Ad", available: ["Add"])
    let tap = HarnessMessage.PlayStep(
      command: .perform(.tap("Ad")), changes: [], events: [], tree: host.render(), elements: host.elements(),
      bodyCounts: [:], failure: PlayFailure(missing))
    let transcript = try PlayScriptRun.transcript(
      of: try CommandParser.parseScript("tap Ad\n"),
      run: { _ in PlayRun(status: .ok, steps: [mount, tap], crashMessage: nil, output: "", notes: []) },
      root: "Counter", notes: [])
    let text = PlayJSON.text(transcript)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["formatVersion"] as? Int == JSONFormat.version)
    #expect(document["root"] as? String == "Counter")
    // The failure crossed as data; the document keeps its `error` sentence, the runtime's.
    let steps = try #require(document["steps"] as? [[String: Any]])
    #expect(steps.last?["error"] as? String == missing.description)
  }

  /// Format 2: a step's events record a user action as the runtime's value, which decodes back.
  @Test func anActionInTheEventsIsTheRuntimesValue() throws {
    let host = ViewHost(Counter())
    let before = host.events.count
    try host.tap("Add")
    let tap = HarnessMessage.PlayStep(
      command: .perform(.tap("Add")), changes: [], events: Array(host.events[before...]), tree: host.render(),
      elements: host.elements(), bodyCounts: host.bodyCounts, failure: nil)
    let mount = HarnessMessage.PlayStep(
      command: .mount, changes: [], events: [], tree: "", elements: [], bodyCounts: [:], failure: nil)
    let transcript = try PlayScriptRun.transcript(
      of: try CommandParser.parseScript("tap Add\n"),
      run: { _ in PlayRun(status: .ok, steps: [mount, tap], crashMessage: nil, output: "", notes: []) },
      root: "Counter", notes: [])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(PlayJSON.text(transcript).utf8)) as? [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    let events = try #require(steps.last?["events"] as? [[String: Any]])
    let performed = try #require(events.compactMap { $0["actionPerformed"] as? [String: Any] }.first)
    #expect((performed["action"] as? [String: Any])?["tap"] != nil, "\(performed)")
    let decoded = try JSONDecoder().decode(
      [RuntimeEvent].self, from: JSONSerialization.data(withJSONObject: events))
    #expect(decoded.contains(.actionPerformed(action: .tap("Add"))))
  }
}
