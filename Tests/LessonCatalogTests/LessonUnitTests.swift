import ExerciseKit
import Foundation
import LessonCatalog
import LessonKit
import StateRuntime
import Testing

/// A lesson is one unit: one folder named for its place and id, holding its code,
/// quiz and goldens; one exercise of the same id; numbers from the one list.
@MainActor
struct LessonUnitTests {
  @Test func numbersFollowTheListAndIdsAreUnique() {
    #expect(LessonCatalog.all.map(\.number) == Array(1...LessonCatalog.all.count))
    #expect(Set(LessonCatalog.all.map(\.id)).count == LessonCatalog.all.count)
  }

  @Test(arguments: LessonCatalog.all.map(\.id))
  func everyFileOfALessonIsInItsOwnFolder(id: String) throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    for variant in Variant.allCases {
      for file in lesson.code.listing(of: variant) {
        #expect(file.path.hasPrefix(lesson.folder + "/"), "\(file.path) is not under \(lesson.folder)/")
      }
    }
    let folder = GoldenTranscriptTests.lessonsDirectory.appending(path: lesson.folder)
    #expect(FileManager.default.fileExists(atPath: folder.appending(path: ".golden").path))
  }

  @Test(arguments: LessonCatalog.all.map(\.id))
  func everyLessonHasQuizQuestionsFiledUnderItsId(id: String) throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    #expect(!lesson.quiz.isEmpty)
    #expect(lesson.quiz.allSatisfy { $0.lessonID == id && $0.id.hasPrefix(id + ".") })
  }

  /// The link to the learner's working area: one exercise per lesson, same id, same order,
  /// whether the lesson is compiled into the tool or loaded at run time.
  @Test func everyLessonHasAnExerciseAndEveryExerciseALesson() throws {
    let folders = try LessonDiscoveryTests.lessonFolders(in: LessonDiscoveryTests.lessonsDirectory)
    let ids = folders.map { String($0.drop { $0 != "-" }.dropFirst()) }
    #expect(ExerciseRegistry.shipped.exercises.map(\.id) == ids)
  }

  /// What a run concluded: every expectation with what was observed, and the verdict.
  /// (The log may differ between eras: Xcode 26 logs initial values thrown away.)
  static func outcome(_ report: RunReport) -> [String] {
    report.steps.flatMap(\.results).map { "\($0.holds) \($0.description): \($0.observed)" }
      + [report.verdict, "\(report.claimHeld)"]
  }

  /// A lesson not marked as era-dependent comes to the same outcome in every era.
  @Test(arguments: LessonCatalog.all.filter { !$0.dependsOnEra }.map(\.id), Variant.allCases)
  func aLessonNotMarkedEraDependentHasOneOutcome(id: String, variant: Variant) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    var outcomes: [[String]] = []
    for xcode in XcodeRelease.allCases {
      outcomes.append(
        Self.outcome(await ScenarioRun(lesson: lesson, variant: variant, xcode: xcode).runToEnd()))
    }
    #expect(Set(outcomes).count == 1, "\(id) comes to different outcomes by era: mark it dependsOnEra")
  }

  /// An era-dependent lesson really does differ, and holds its claim in both eras.
  @Test(arguments: LessonCatalog.all.filter(\.dependsOnEra).map(\.id))
  func anEraDependentLessonDiffersAndHoldsInBoth(id: String) async throws {
    let lesson = try #require(LessonCatalog.lesson(id: id))
    var outcomes: [[String]] = []
    for xcode in XcodeRelease.allCases {
      for variant in Variant.allCases {
        let report = await ScenarioRun(lesson: lesson, variant: variant, xcode: xcode).runToEnd()
        #expect(report.claimHeld, "\(TranscriptRenderer.text(for: report, lesson: lesson))")
        if variant == .broken { outcomes.append(Self.outcome(report)) }
      }
    }
    #expect(Set(outcomes).count == XcodeRelease.allCases.count)
  }
}
