import Foundation
import LessonCatalog
import LessonKit
import StateRuntime
import TestSupport
import Testing

/// Every lesson's transcript, both versions, compared whole against the
/// files in its folder's `.golden/`: what learners and instructors see,
/// replayed exactly.
///
/// A lesson whose outcome depends on the era also has `broken.xcode26.txt`
/// and `fixed.xcode26.txt`, for `--xcode 26`. After an intended change,
/// rewrite them with `LESSONS_UPDATE_GOLDEN=1 swift test --filter
/// GoldenTranscriptTests` and read every changed file before committing it.
@MainActor
struct GoldenTranscriptTests {
  /// Each lesson in the current era, and the era-dependent ones in Xcode 26 too.
  nonisolated static var runs: [String] {
    LessonCatalog.all.map { "\($0.id)@\(XcodeRelease.current.rawValue)" }
      + LessonCatalog.all.filter(\.dependsOnEra).map { "\($0.id)@\(XcodeRelease.v26.rawValue)" }
  }

  @Test(arguments: runs, Variant.allCases)
  func transcriptMatchesGolden(run: String, variant: Variant) async throws {
    let parts = run.split(separator: "@")
    let id = String(parts[0])
    let xcode = try #require(Int(parts[1]).flatMap(XcodeRelease.init(rawValue:)))
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let report = await ScenarioRun(lesson: lesson, variant: variant, xcode: xcode).runToEnd()
    let text = TranscriptRenderer.text(for: report, lesson: lesson) + "\n"
    let directory = Self.lessonsDirectory.appending(path: lesson.folder).appending(path: ".golden")
    let name = variant.rawValue + (xcode == .current ? "" : ".xcode\(xcode.rawValue)") + ".txt"
    let file = directory.appending(path: name)
    if ProcessInfo.processInfo.environment["LESSONS_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try? String(contentsOf: file, encoding: .utf8)
    #expect(
      golden != nil, "No golden transcript at \(file.path); run with LESSONS_UPDATE_GOLDEN=1 to create it.")
    if let golden {
      #expect(text == golden, "Transcript of \(id) (\(variant.rawValue), \(xcode)) differs from \(file.path)")
    }
  }

  /// `Lessons/` of the checkout: the goldens live beside the lessons, not in the test bundle.
  nonisolated static let lessonsDirectory = SourceTree.url("Lessons")
}
