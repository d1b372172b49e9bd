import StateRuntime
import Testing

@testable import LessonKit

/// `scenario.play`: `step` lines, the verbs of `play --script`, and `bug:` marks.
struct ScenarioScriptTests {
  @Test func stepsTakeTheirActionsAndExpectationsWithTheirMarks() throws {
    let scenario = try ScenarioScript.parse(
      """
      # a comment
      step "Open the cart"
      expect Cart "Cart 0"

      step "Add two" inc Books 2
      expect Books "2 books"
      bug: expect Cart "Cart 2"
      bug(26): expect-runs Badge 1
      step "Start again" remount
      """, path: "scenario.play")
    #expect(scenario.steps.map(\.title) == ["Open the cart", "Add two", "Start again"])
    #expect(scenario.steps.map(\.line) == [2, 5, 9])
    #expect(scenario.steps[0].action == .mount)
    #expect(scenario.steps[1].action == .repeated(.perform(.increment("Books")), times: 2))
    #expect(scenario.steps[2].action == .remount)
    let marks = scenario.steps[1].expectations.map(\.bugEras)
    #expect(marks == [[], Set(XcodeRelease.allCases), [.v26]])
    #expect(scenario.steps[1].expectations.map(\.line) == [6, 7, 8])
    #expect(scenario.steps[1].expectations[1].text == "expect Cart \"Cart 2\"")
  }

  @Test(
    arguments: [
      ("expect A B\n", 1, "belongs to a step"),
      (
        "step \"Open\"\ntap Add\n", 2,
        "starts a step of its own: write `step \"What the learner does\" tap Add`"
      ),
      ("step \"Open\" tap Add\n", 1, "takes no action"),
      ("step \"Open\"\nstep \"Look\"\n", 2, "only the first step goes without an action"),
      ("step \"Open\"\nstep \"Undo\" event undo\n", 2, "no outside events"),
      ("step \"Open\"\nstep \"Ticks\" event tick 3\n", 2, "no outside events"),
      ("step \"Open\"\nstep \"Save\" tap Save\\\n", 2, "a backslash that escapes nothing"),
      ("step \"Open\"\nexpect-fact total 3\n", 2, "a pack lesson's app has none"),
      ("step \"Open\"\nexpect Total 3 as\n", 2, "ends with `as` and no description"),
      ("step \"Open\"\nstep \"Look\" tree\n", 2, "does not"),
      ("step \"Open\"\nstep \"Tap\" tapp Add\n", 2, "'tapp' is not a play command. Did you mean 'tap'?"),
      ("step \"Open\"\nbug: tap Add\n", 2, "marks an expectation"),
      ("step\n", 1, "needs a title"),
      ("step \"Open\n", 1, "never closed"),
      ("# nothing\n", nil, "has no steps"),
    ] as [(String, Int?, String)])
  func aBadLineIsNamedWithWhatWouldWork(text: String, line: Int?, message: String) {
    #expect {
      try ScenarioScript.parse(text, path: "scenario.play")
    } throws: { error in
      guard let error = error as? LessonFolderError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }

  /// `as DESCRIPTION` names the expectation in a transcript; a shipped lesson's steps may be events.
  @Test func aDescriptionAndAnEventReadForAShippedLesson() throws {
    let text = """
      step "Open"
      expect-fact total '"Total: 3"' as "the total counts the items"
      step "A sync arrives" event sync
      bug(26): expect Total 4
      """
    let scenario = try ScenarioScript.parse(text, path: "scenario.play", hasDeclarations: true)
    #expect(scenario.steps.map(\.action) == [.mount, .event("sync")])
    let first = try #require(scenario.steps.first?.expectations.first)
    #expect(first.expectation == .fact(name: "total", shows: "\"Total: 3\""))
    #expect(first.description == "the total counts the items")
    let second = try #require(scenario.steps.last?.expectations.first)
    #expect(second.description == nil && second.bugEras == [.v26])
    #expect(second.text == "expect Total 4")
  }

  /// A fact expectation holds when the fact reads exactly the stated value, and shows the reading.
  @Test func aFactHoldsWhenItReadsTheStatedValue() throws {
    let text = "step \"Open\"\nexpect-fact greeting 'Hello' as \"it greets\"\nexpect-fact greeting Bye\n"
    let steps = try ScenarioScript.parse(text, path: "scenario.play", hasDeclarations: true).steps
    let screen = ScreenReading(
      elements: [], bodyCounts: [:], events: [], output: nil, presented: [], facts: ["greeting": "Hello"])
    let observations = steps[0].expectations.map { $0.observation(on: screen) }
    #expect(observations == [.init(holds: true, observed: "Hello"), .init(holds: false, observed: "Hello")])
  }

  /// A `*` in a fact's value stands for any text, `\\*` for a star.
  @Test(arguments: [
    ("header \"Savings\", router Checking", "header \"Savings\", router *", true),
    ("header \"Savings\", router Checking", "header \"Checking\", router *", false),
    ("a*b", "a\\*b", true),
    ("axb", "a\\*b", false),
    ("", "*", true),
    ("abc", "a*c*", true),
    ("abc", "abc", true),
    ("abcd", "abc", false),
  ])
  func aStarStandsForAnyText(reading: String, pattern: String, matches: Bool) {
    #expect(ScreenExpectation.reading(reading, matches: pattern) == matches)
  }
}
