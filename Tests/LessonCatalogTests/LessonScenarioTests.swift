import LessonCatalog
import LessonKit
import StateRuntime
import Testing

/// Every lesson tells the truth: the broken version shows its bug and the
/// fixed version holds every expectation, judged by the runtime.
@MainActor
struct LessonScenarioTests {
  /// In every era: the broken version fails exactly the expectations that reveal its
  /// bug there, and every other one holds.
  @Test(arguments: LessonCatalog.all.map(\.id), XcodeRelease.allCases)
  func brokenVersionReproducesTheBug(id: String, xcode: XcodeRelease) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let report = await ScenarioRun(lesson: lesson, variant: .broken, xcode: xcode).runToEnd()
    #expect(report.claimHeld, "\(TranscriptRenderer.text(for: report, lesson: lesson))")
    let results = report.steps.flatMap(\.results)
    let bugChecks = results.filter(\.revealsBug)
    #expect(!bugChecks.isEmpty)
    #expect(bugChecks.allSatisfy { !$0.holds })
    let otherFailures = results.filter { !$0.revealsBug && !$0.holds }.map(\.description)
    #expect(otherFailures.isEmpty, "failures that reveal no bug: \(otherFailures)")
    #expect(report.steps.allSatisfy { $0.error == nil })
  }

  @Test(arguments: LessonCatalog.all.map(\.id), XcodeRelease.allCases)
  func fixedVersionHoldsEveryExpectation(id: String, xcode: XcodeRelease) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let report = await ScenarioRun(lesson: lesson, variant: .fixed, xcode: xcode).runToEnd()
    #expect(report.claimHeld, "\(TranscriptRenderer.text(for: report, lesson: lesson))")
    #expect(report.steps.flatMap(\.results).allSatisfy { $0.holds })
  }

  @Test(arguments: LessonCatalog.all.map(\.id), Variant.allCases)
  func runsAreDeterministic(id: String, variant: Variant) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let first = await ScenarioRun(lesson: lesson, variant: variant).runToEnd()
    let second = await ScenarioRun(lesson: lesson, variant: variant).runToEnd()
    #expect(
      TranscriptRenderer.text(for: first, lesson: lesson)
        == TranscriptRenderer.text(for: second, lesson: lesson))
  }

  @Test(arguments: LessonCatalog.all.map(\.id))
  func shownCodeIsTheCompiledCode(id: String) throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    for variant in Variant.allCases {
      let files = lesson.code.listing(of: variant)
      #expect(!files.isEmpty)
      for file in files {
        #expect(file.text.contains("import StateRuntime"), "\(file.path) was not embedded")
      }
    }
  }
}
