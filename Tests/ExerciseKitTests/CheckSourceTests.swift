import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// What the tool reads from a verified `Checks.swift`: the checks it expects results for
/// and the names it imports from the learner's file.
@Suite struct CheckSourceTests {
  @Test func checkNamesAreTheLiteralsInOrder() {
    let source = """
      Check("the field shows \\"Draft\\"") { }
      Check("a tab\\tand a backslash \\\\") { }
      /// Check("an example in a doc comment") { }
      """
    #expect(CheckSource.checkNames(in: source) == ["the field shows \"Draft\"", "a tab\tand a backslash \\"])
  }

  @Test(arguments: ShippedExerciseTests.ids)
  func everyShippedCheckIsNamedAndEveryNameUsedIsListed(_ id: String) throws {
    let folder = try #require(
      try ExerciseCatalog.exerciseFolders(in: SourceTree.url("Lessons")).first { $0.id == id }?.folder)
    let source = try String(contentsOf: folder.appendingPathComponent("Checks.swift"), encoding: .utf8)
    let names = CheckSource.checkNames(in: source)
    #expect(names.count == source.components(separatedBy: "Check(\"").count - 1)
    #expect(Set(names).count == names.count, "check names must be unique: the tool matches results by name")
    #expect(!SubmissionInterface.namesUsed(byChecks: source).isEmpty)
  }

  @Test func theUsesLineListsNames() {
    #expect(
      SubmissionInterface.namesUsed(
        byChecks: "// a header\n// Uses from your file: Account, LedgerView.\n")
        == ["Account", "LedgerView"])
    #expect(SubmissionInterface.namesUsed(byChecks: "import StateRuntime\n").isEmpty)
  }
}
