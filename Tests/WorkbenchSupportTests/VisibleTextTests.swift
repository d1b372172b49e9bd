import Testing
import WorkbenchSupport

@Suite struct VisibleTextTests {
  @Test(
    arguments: [
      ("\u{1B}[2J\u{1B}[1A✓ passed", "\\e[2J\\e[1A✓ passed"),
      ("line one\nline\ttwo", "line one\nline\ttwo"),
      ("carriage\rreturn", "carriage\\rreturn"),
      ("bell\u{7} and nul\u{0}", "bell\\u{7} and nul\\u{0}"),
      ("c1 \u{9B}31m", "c1 \\u{9B}31m"),
      ("bidi \u{202E}txet", "bidi \\u{202E}txet"),
      ("plain — ünïcode ✓", "plain — ünïcode ✓"),
    ])
  func controlCharactersAreShownNotObeyed(_ raw: String, _ shown: String) {
    #expect(VisibleText.escapingControls(raw) == shown)
  }
}
