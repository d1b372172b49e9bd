import StateRuntime
import Testing

@testable import LessonKit

/// The `comparison` section that may end a `scenario.play`: its builds, eras, rows and steps.
struct ScriptComparisonTests {
  static let steps = """
    step "Open the list"
    step "Pack one" tap "Pack Passport"

    """

  @Test func aSectionReadsItsBuildsRowsAndSteps() throws {
    let script = try ScenarioScript.parse(
      Self.steps + """
        comparison "Body evaluations after mount:"
        builds broken narrow fixed
        count ShelfList ShelfRow
        count-facts database.opens
        tap "Pack Passport"
        event tick 3
        """, path: "scenario.play", hasDeclarations: true)
    let comparison = try #require(script.comparison)
    #expect(script.steps.count == 2)
    #expect(comparison.title == "Body evaluations after mount:")
    #expect(comparison.builds == ["broken", "narrow", "fixed"])
    #expect(comparison.views == ["ShelfList", "ShelfRow"])
    #expect(comparison.facts == ["database.opens"])
    #expect(comparison.steps == [.tap("Pack Passport"), .repeated(.event("tick"), times: 3)])
    #expect(comparison.line == 3)
    #expect(comparison.columns(xcode: .v26).map(\.heading) == ["broken", "narrow", "fixed"])
    #expect(comparison.columns(xcode: .v26).allSatisfy { $0.xcode == .v26 })
  }

  /// With `eras`, each build is a column per era, era by era, named with it.
  @Test func erasMakeAColumnPerBuildAndEra() throws {
    let script = try ScenarioScript.parse(
      Self.steps + """
        comparison "Work by build and Xcode:"
        builds broken fixed
        eras 26 27
        count-facts history.loads
        """, path: "scenario.play", hasDeclarations: true)
    let columns = try #require(script.comparison).columns(xcode: .v27)
    #expect(columns.map(\.heading) == ["broken 26", "fixed 26", "broken 27", "fixed 27"])
    #expect(columns.map(\.xcode) == [.v26, .v26, .v27, .v27])
    #expect(columns.map(\.build) == ["broken", "fixed", "broken", "fixed"])
  }

  @Test(
    arguments: [
      ("comparison \"T\"\nbuilds a\ncount V\n", 1, "write its steps first"),
      ("step \"Open\"\ncomparison\n", 2, "one title, quoted"),
      ("step \"Open\"\ncomparison \"T\"\ncount V\n", 2, "names no builds"),
      ("step \"Open\"\ncomparison \"T\"\nbuilds a\n", 2, "counts nothing"),
      ("step \"Open\"\ncomparison \"T\"\nbuilds a\neras 25\ncount V\n", 4, "`25` is not an Xcode release"),
      ("step \"Open\"\ncomparison \"T\"\nbuilds\n", 3, "`builds` names at least one"),
      ("step \"Open\"\ncomparison \"T\"\nbuilds a\ncount V\nstep \"Then\" tap A\n", 5, "ends the scenario"),
      ("step \"Open\"\ncomparison \"T\"\nbuilds a\ncount V\nexpect A B\n", 5, "`expect` is none of them"),
    ])
  func aMalformedSectionSaysWhatWouldWork(text: String, line: Int, message: String) {
    #expect {
      try ScenarioScript.parse(text, path: "scenario.play", hasDeclarations: true)
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }

  /// A lesson of Broken.swift and Fixed.swift declares no builds to mount.
  @Test func aLessonWithoutSwiftDeclarationsHasNoComparison() {
    #expect {
      try ScenarioScript.parse("step \"Open\"\ncomparison \"T\"\n", path: "scenario.play")
    } throws: { error in
      (error as? LessonFolderError)?.message.contains("`run ID --compare` sets its two versions side by side")
        == true
    }
  }
}
