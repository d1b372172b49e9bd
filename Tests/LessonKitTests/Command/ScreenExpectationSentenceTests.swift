import Testing

@testable import LessonKit

/// A check without `as "…"` reads in a transcript as its expectation in words, never as the
/// script's syntax (`expect "Show notes" off: holds`).
@Suite struct ScreenExpectationSentenceTests {
  @Test(arguments: [
    (ScreenExpectation.value(label: "Show notes", shows: "off"), "\"Show notes\" is off"),
    (.value(label: "Meter", shows: "Meter 4"), "Meter shows \"Meter 4\""),
    (.runs(view: "RowView", count: 1), "RowView's body runs 1 time"),
    (.runs(view: "RowView", count: 3), "RowView's body runs 3 times"),
    (.disabled(label: "Save"), "Save is disabled"),
    (.absent(label: "Undo send"), "\"Undo send\" is not on screen"),
    (.warning(text: "Modifying state"), "a runtime warning says \"Modifying state\""),
    (.output(text: "saved"), "the app prints \"saved\""),
    (.log(text: "discarded"), "the log says \"discarded\""),
    (.presented(view: "EditSheet"), "EditSheet is presented"),
    (.focused(label: "Title"), "Title has focus"),
    (.fact(name: "total", shows: "3"), "total reads \"3\""),
  ])
  func eachKindReadsAsASentence(expectation: ScreenExpectation, sentence: String) {
    #expect(expectation.sentence == sentence)
  }

  /// The words after `as` win; without them, the sentence; and a check that held says no more.
  @Test func aTranscriptWordsEveryCheck() throws {
    let text = """
      step "Open"
      expect Meter "Meter 3" as "the meter shows the level"
      expect "Show notes" off
      """
    let expectations = try #require(
      try ScenarioScript.parse(text, path: "scenario.play").steps.first?.expectations)
    #expect(expectations.map(\.wording) == ["the meter shows the level", "\"Show notes\" is off"])
    let held = ExpectationResult(
      description: expectations[1].wording, holds: true, observed: "", revealsBug: false)
    let line = TranscriptRenderer.expectationLine(held, variant: .fixed)
    #expect(line.text == "   ✓ \"Show notes\" is off")
  }
}
