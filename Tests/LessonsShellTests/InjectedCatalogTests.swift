import LessonCatalog
import LessonKit
import Testing

@testable import LessonsShell

/// Commands resolve lesson ids through the catalogue the shell is given, never around it.
@MainActor
struct InjectedCatalogTests {
  /// A catalogue that lists lessons by id and holds modules only for some of them.
  struct ListedCatalog: CatalogProvider {
    var lessons: [CatalogEntry]
    var exercises: [CatalogEntry] = []
    var modules: [String: Lesson] = [:]

    func lesson(_ id: String) -> Lesson? { modules[id] }
  }

  static let ghost = ListedCatalog(lessons: [
    CatalogEntry(id: "ghost-lesson", title: "Listed, with no module", summary: "Nothing to run.")
  ])

  @Test func runOfALessonTheCatalogListsButCannotLoadExitsWithOne() async {
    let shell = TestShell(mode: .command, catalog: Self.ghost)
    let code = await shell.execute(["run", "ghost-lesson"])
    #expect(code == .failure)
    #expect(
      shell.output.standardError.contains("Error: Lesson 'ghost-lesson' has no scenario in this build."))
  }

  @Test(arguments: [
    (["show", "ghost-lesson"], "has no story in this build"),
    (["picture", "ghost-lesson"], "has no scenario in this build"),
  ])
  func everyLessonCommandAsksTheCatalog(words: [String], message: String) async {
    let shell = TestShell(mode: .command, catalog: Self.ghost)
    #expect(await shell.execute(words) == .failure)
    #expect(shell.output.standardError.contains(message))
  }

  @Test func aShippedIdTheCatalogDoesNotListIsAUsageError() async {
    // `init-copy` is compiled into the tool, but this catalogue does not offer it.
    let shell = TestShell(mode: .command, catalog: Self.ghost)
    #expect(await shell.execute(["run", "init-copy"]) == .usageError)
  }

  @Test func theCatalogsModuleIsTheOneThatRuns() async throws {
    let real = try #require(LessonCatalog.lesson(id: "init-copy"))
    let catalog = ListedCatalog(
      lessons: [CatalogEntry(id: "init-copy", title: real.title, summary: real.summary)],
      modules: ["init-copy": real])
    let shell = TestShell(mode: .command, catalog: catalog)
    #expect(await shell.execute(["show", "init-copy"]) == .success)
    #expect(shell.output.text.contains(real.title))
  }
}
