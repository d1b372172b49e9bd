import Testing
import WorkbenchSupport

struct DisplayWidthTests {
  @Test(arguments: [
    ("list", 4),
    ("café", 4),
    ("e\u{301}", 1),
    ("日本", 4),
    ("👍", 2),
    ("", 0),
  ])
  func width(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }
}
