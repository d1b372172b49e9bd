import Foundation
import LessonKit
import LessonPacks
import LessonsShell
import TestSupport
import Testing
import WorkbenchSupport

/// Every lesson of the course records as one transcript, and every export renders it:
/// expected values come from the transcript itself (`run ID --compare --json`, both versions
/// run in children of the lesson's program), never from pinned log text.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
@MainActor
struct LessonTranscriptExportTests {
  nonisolated static let course = LessonPack.course(in: SourceTree.url("Lessons"))

  /// Both versions of lesson `id` as `run ID --compare --json` records them (the course's
  /// run shared with the other suites, ``CourseRunRecord``, where `environment` is the default).
  static func transcript(_ id: String, environment: [String: String] = [:]) throws
    -> (json: String, transcript: Transcript)
  {
    if environment.isEmpty {
      let record = try CourseRunRecord.of(id)
      return (record.json, record.transcript)
    }
    let run = try LessonsBinary.run(["run", id, "--compare", "--json"], environment: environment)
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    return (run.standardOutput, try TranscriptJSON.decode(run.standardOutput))
  }

  @Test(arguments: course.lessons.map(\.id))
  func transcriptHasOneEntryPerStepAndRoundTripsThroughJSON(id: String) throws {
    let lesson = try #require(Self.course.lessons.first { $0.id == id })
    let (json, transcript) = try Self.transcript(id)
    #expect(transcript.versions.map(\.variant) == [.broken, .fixed])
    for version in transcript.versions {
      #expect(version.steps.map(\.title) == lesson.scenario.steps.map(\.title))
      #expect(version.steps.map(\.number) == Array(1...lesson.scenario.steps.count))
      #expect(version.verdict.claimHeld)
      #expect(!(version.steps.last?.tree.nodes.isEmpty ?? true))
    }
    #expect(try TranscriptJSON.decode(try TranscriptJSON.encode(transcript)) == transcript)
    // `run --json` carries its format version beside the transcript's own keys.
    let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["formatVersion"] as? Int == JSONFormat.version)
    #expect(object["lesson"] != nil && object["versions"] != nil)
  }

  @Test(arguments: course.lessons.map(\.id))
  func handoutAndPlayerNameEveryStep(id: String) throws {
    let transcript = try Self.transcript(id).transcript
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

  /// The mount creates the stepper's state; later steps do not (the fixture course's stepper
  /// lesson, whose later steps only re-create the stepper, which keeps its state).
  @Test func theMountAloneCreatesState() throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let broken = try Self.transcript("volume-copy", environment: project.environment).transcript.versions[0]
    let snapshots = broken.steps.map(\.tree)
    #expect(snapshots.first?.nodes.contains { $0.name == "VolumeStepper" && $0.stateCreated } == true)
    #expect(snapshots.dropFirst().allSatisfy { !$0.nodes.contains(where: \.stateCreated) })
  }

  /// The course's first lesson whose broken run discards state (its golden transcript says
  /// so), found in `Lessons/`.
  static func discardingLesson() throws -> String {
    let lessons = SourceTree.url("Lessons")
    let folder = CourseLessonFolder.all(in: lessons).first { folder in
      let golden = try? String(
        contentsOf: lessons.appendingPathComponent("\(folder)/.golden/broken.txt"), encoding: .utf8)
      return golden?.contains(" discarded with its state: ") == true
    }
    return CourseLessonFolder.id(of: try #require(folder, "no lesson of the course discards state"))
  }

  @Test func aDiscardingLessonMarksTheDiscardedAndTheNewState() throws {
    let version = try Self.transcript(Self.discardingLesson()).transcript.versions[0]
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

  @Test func pictureNamesEveryNodeAndMarksState() throws {
    let version = try Self.transcript(Self.discardingLesson()).transcript.versions[0]
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
