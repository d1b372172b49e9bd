import Testing
import WorkbenchSupport

struct ColorPolicyTests {
  @Test func colourOnlyOnATerminal() {
    #expect(ColorPolicy.allowsColor(isTerminal: true, environment: [:]))
    #expect(!ColorPolicy.allowsColor(isTerminal: false, environment: [:]))
  }

  @Test func noColorWinsWhenSet() {
    #expect(!ColorPolicy.allowsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    // https://no-color.org: an empty NO_COLOR does not count.
    #expect(ColorPolicy.allowsColor(isTerminal: true, environment: ["NO_COLOR": ""]))
  }

  @Test func flagAndDumbTerminalTurnItOff() {
    #expect(!ColorPolicy.allowsColor(isTerminal: true, environment: [:], noColorFlag: true))
    #expect(!ColorPolicy.allowsColor(isTerminal: true, environment: ["TERM": "dumb"]))
  }
}
