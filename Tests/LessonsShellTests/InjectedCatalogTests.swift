import LessonKit
import LessonPacks
import TestSupport
import Testing

@testable import LessonsShell

/// Commands resolve lesson ids through the catalog the shell is given, never around it.
@MainActor
struct InjectedCatalogTests {
  /// A catalog that lists lessons by id and loads only some of them, from its packs.
  struct ListedCatalog: CatalogProvider {
    var lessons: [CatalogEntry]
    var exercises: [CatalogEntry] = []
    var packs: [LessonPack] = []
  }

  static let ghost = ListedCatalog(lessons: [
    CatalogEntry(id: "ghost-lesson", title: "Listed, with no module", summary: "Nothing to run.")
  ])

  @Test func runOfALessonTheCatalogListsButCannotLoadExitsWithOne() async {
    let shell = TestShell(mode: .command, catalog: Self.ghost)
    let code = await shell.execute(["run", "ghost-lesson"])
    #expect(code == .failure)
    #expect(
      shell.output.standardError.contains("Error: Lesson 'ghost-lesson' has no scenario to run."))
  }

  @Test(arguments: [
    (["show", "ghost-lesson"], "has no story to show"),
    (["picture", "ghost-lesson"], "has no scenario to draw"),
  ])
  func everyLessonCommandAsksTheCatalog(words: [String], message: String) async {
    let shell = TestShell(mode: .command, catalog: Self.ghost)
    #expect(await shell.execute(words) == .failure)
    #expect(shell.output.standardError.contains(message))
  }

  @Test func aShippedIdTheCatalogDoesNotListIsAUsageError() async throws {
    // The course's first lesson, which this catalog does not offer.
    let first = try #require(CourseLessonFolder.ids().first)
    let shell = TestShell(mode: .command, catalog: Self.ghost)
    #expect(await shell.execute(["run", first]) == .usageError)
  }

  @Test func theCatalogsLessonIsTheOneThatIsShown() async throws {
    var course = LessonPack.course(in: SourceTree.url("Lessons"))
    // A lesson that is not the course's first: the one the catalog lists.
    let listed = course.lessons.dropFirst().first?.id
    course.lessons.removeAll { $0.id != listed }
    let real = try #require(course.lessons.first)
    let catalog = ListedCatalog(
      lessons: [CatalogEntry(id: real.id, title: real.title, summary: real.summary)], packs: [course])
    let shell = TestShell(mode: .command, catalog: catalog)
    #expect(await shell.execute(["show", real.id]) == .success)
    #expect(shell.output.text.contains(real.title))
  }
}
