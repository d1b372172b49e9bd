import LessonCatalog
import LessonKit
import StateRuntime
import Testing

/// Every lesson tells the truth: the broken version shows its bug and the
/// fixed version holds every expectation, judged by the runtime.
@MainActor
struct LessonScenarioTests {
  @Test(arguments: LessonCatalog.all.map(\.id))
  func brokenVersionReproducesTheBug(id: String) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let report = await ScenarioRun(lesson: lesson, variant: .broken).runToEnd()
    #expect(report.claimHeld, "\(TranscriptRenderer.text(for: report, lesson: lesson))")
    let bugChecks = report.steps.flatMap(\.results).filter(\.revealsBug)
    #expect(!bugChecks.isEmpty)
    #expect(bugChecks.allSatisfy { !$0.holds })
  }

  @Test(arguments: LessonCatalog.all.map(\.id))
  func fixedVersionHoldsEveryExpectation(id: String) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let report = await ScenarioRun(lesson: lesson, variant: .fixed).runToEnd()
    #expect(report.claimHeld, "\(TranscriptRenderer.text(for: report, lesson: lesson))")
    #expect(report.steps.flatMap(\.results).allSatisfy { $0.holds })
  }

  @Test(arguments: LessonCatalog.all.map(\.id))
  func runsAreDeterministic(id: String) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    let first = await ScenarioRun(lesson: lesson, variant: .broken).runToEnd()
    let second = await ScenarioRun(lesson: lesson, variant: .broken).runToEnd()
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
