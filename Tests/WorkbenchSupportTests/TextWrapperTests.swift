import Testing
import WorkbenchSupport

struct TextWrapperTests {
  @Test func wrapsAtSpaces() {
    let lines = TextWrapper(width: 20).wrap("Decide who owns a value before choosing a wrapper.")
    #expect(lines == ["Decide who owns a", "value before", "choosing a wrapper."])
    #expect(lines.allSatisfy { $0.count <= 20 })
  }

  @Test func indentsContinuationLines() {
    let lines = TextWrapper(width: 16).wrap("one two three four five", indent: "    ", firstIndent: "  - ")
    #expect(lines == ["  - one two", "    three four", "    five"])
  }

  @Test func keepsLongWordsWhole() {
    let lines = TextWrapper(width: 8).wrap("see toggle-copy now")
    #expect(lines == ["see", "toggle-copy", "now"])
  }

  @Test func keepsExistingLineBreaksAndBlankLines() {
    #expect(TextWrapper(width: 40).wrap("a\n\nb") == ["a", "", "b"])
  }

  @Test func countsWideCharactersAsTwoColumns() {
    let lines = TextWrapper(width: 5).wrap("日本 語")
    #expect(lines == ["日本", "語"])
  }
}
