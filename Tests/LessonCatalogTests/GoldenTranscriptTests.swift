import Foundation
import LessonCatalog
import LessonKit
import Testing

/// Every lesson's transcript, both versions, compared whole against the
/// files in `Golden/`: what learners and instructors see, replayed exactly.
///
/// After an intended change, rewrite them with
/// `LESSONS_UPDATE_GOLDEN=1 swift test --filter GoldenTranscriptTests`
/// and read every changed file before committing it.
@MainActor
struct GoldenTranscriptTests {
  @Test(arguments: LessonCatalog.all.map(\.id), Variant.allCases)
  func transcriptMatchesGolden(id: String, variant: Variant) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let report = await ScenarioRun(lesson: lesson, variant: variant).runToEnd()
    let text = TranscriptRenderer.text(for: report, lesson: lesson) + "\n"
    let file = Self.goldenDirectory.appending(path: "\(id).\(variant.rawValue).txt")
    if ProcessInfo.processInfo.environment["LESSONS_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try? String(contentsOf: file, encoding: .utf8)
    #expect(
      golden != nil, "No golden transcript at \(file.path); run with LESSONS_UPDATE_GOLDEN=1 to create it.")
    if let golden {
      #expect(
        text == golden, "Transcript of \(id) (\(variant.rawValue)) differs from \(file.lastPathComponent)")
    }
  }

  static let goldenDirectory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden")
}
