import Testing
import WorkbenchSupport

struct StylerTests {
  @Test func plainStylerLeavesTextAlone() {
    #expect(Styler.plain("Error:", .bold, .red) == "Error:")
  }

  @Test func enabledStylerWrapsAndResets() {
    #expect(Styler(isEnabled: true)("Error:", .bold, .red) == "\u{1B}[1;31mError:\u{1B}[0m")
  }

  @Test func emptyTextGetsNoCodes() {
    #expect(Styler(isEnabled: true)("", .bold).isEmpty)
  }
}
