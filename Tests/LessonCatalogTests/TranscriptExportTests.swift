import Foundation
import LessonCatalog
import LessonKit
import StateRuntime
import Testing
import WorkbenchSupport

/// Every lesson records as one transcript, and every export renders it:
/// expected values come from the transcript itself, never from pinned log text.
@MainActor
struct TranscriptExportTests {
  @Test(arguments: LessonCatalog.all.map(\.id))
  func transcriptHasOneEntryPerStepAndRoundTripsThroughJSON(id: String) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let transcript = await TranscriptRecorder.record(lesson, variants: [.broken, .fixed])
    #expect(transcript.versions.map(\.variant) == [.broken, .fixed])
    for version in transcript.versions {
      #expect(version.steps.map(\.title) == lesson.scenario.steps.map(\.title))
      #expect(version.steps.map(\.number) == Array(1...lesson.scenario.steps.count))
      #expect(version.verdict.claimHeld)
      // The tree after the last step is what the host renders, line for line.
      #expect(!version.steps.last!.tree.nodes.isEmpty)
    }
    let json = try TranscriptJSON.encode(transcript)
    #expect(try TranscriptJSON.decode(json) == transcript)
    // `run --json` carries its format version beside the transcript's own keys.
    let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["formatVersion"] as? Int == JSONFormat.version)
    #expect(object["lesson"] != nil && object["versions"] != nil)
  }

  @Test(arguments: LessonCatalog.all.map(\.id))
  func handoutAndPlayerNameEveryStep(id: String) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let transcript = await TranscriptRecorder.record(lesson, variants: [.broken])
    let markdown = MarkdownHandout.render(transcript)
    let html = try HTMLPlayer.render(transcript)
    for step in transcript.versions[0].steps {
      #expect(markdown.contains("## \(step.number). \(step.title)"))
      for line in step.log { #expect(markdown.contains(line)) }
    }
    #expect(markdown.contains(transcript.versions[0].verdict.summary))
    // Self-contained: no external resource of any kind.
    for reference in ["src=\"http", "href=\"http", "<link", "@import", "src=\"//"] {
      #expect(!html.contains(reference), "the player references \(reference)")
    }
    // The embedded transcript is the same data, and cannot close its script element early.
    let start = try #require(html.range(of: "<script id=\"transcript\" type=\"application/json\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let embedded = String(html[start.upperBound..<end.lowerBound]).replacingOccurrences(
      of: "<\\/", with: "</")
    #expect(try TranscriptJSON.decode(embedded) == transcript)
  }

  @Test func treeSnapshotMatchesTheHostAndCountsBodiesPerIdentity() async throws {
    let lesson = try #require(LessonCatalog.lesson(id: "init-copy"))
    let run = ScenarioRun(lesson: lesson, variant: .broken)
    var snapshots: [TreeSnapshot] = []
    while let report = await run.runNextStep() {
      let step = TranscriptRecorder.step(report, host: run.app?.host, variant: .broken)
      let host = try #require(run.app?.host)
      #expect(step.tree.text == host.render())
      for node in step.tree.nodes where node.role == .view {
        #expect(node.bodyRuns == host.bodyCount(of: node.name))
      }
      snapshots.append(step.tree)
    }
    // The mount creates the editor's state; later steps do not.
    #expect(snapshots.first?.nodes.contains { $0.name == "TitleEditor" && $0.stateCreated } == true)
    #expect(snapshots.dropFirst().allSatisfy { !$0.nodes.contains(where: \.stateCreated) })
  }

  @Test func identityResetMarksTheDiscardedAndTheNewState() async throws {
    let lesson = try #require(LessonCatalog.lesson(id: "identity-reset"))
    let version = await TranscriptRecorder.record(lesson, variant: .broken)
    let discarding = version.steps.filter { !$0.tree.discarded.isEmpty }
    #expect(!discarding.isEmpty)
    for step in discarding {
      let discardedEvents = step.records.filter { $0.kind == "stateDiscarded" }
      #expect(step.tree.discarded.map(\.path) == discardedEvents.compactMap(\.path))
    }
    // Heat is relative to the run's busiest view: it reaches 1 and never exceeds it.
    let heats = version.steps.flatMap(\.tree.nodes).map(\.heat)
    #expect(heats.max() == 1)
    #expect(heats.allSatisfy { (0...1).contains($0) })
  }

  @Test func pictureNamesEveryNodeAndMarksState() async throws {
    let lesson = try #require(LessonCatalog.lesson(id: "identity-reset"))
    let version = await TranscriptRecorder.record(lesson, variant: .broken)
    let step = try #require(version.steps.last { !$0.tree.discarded.isEmpty })
    let svg = TreePicture.svg(step.tree, title: "after step \(step.number)")
    #expect(svg.hasPrefix("<?xml"))
    for node in step.tree.nodes {
      #expect(svg.contains("data-view=\"\(node.name)\""))
    }
    #expect(svg.components(separatedBy: "class=\"discarded\"").count - 1 == step.tree.discarded.count)
    let created = step.tree.nodes.filter(\.stateCreated).count
    #expect(svg.components(separatedBy: " created\"").count - 1 == created)
  }
}
