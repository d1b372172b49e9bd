/// Breaks prose into lines that fit a width, at spaces.
///
/// ```swift
/// TextWrapper(width: 20).wrap("Decide who owns a value before choosing a wrapper.")
/// // ["Decide who owns a", "value before", "choosing a wrapper."]
/// ```
/// Existing line breaks are kept; a word longer than the width gets a line of its
/// own rather than being cut (ids and paths must stay copyable). Wrap plain text
/// and style it afterwards: escape codes have no width.
package struct TextWrapper: Sendable {
  /// The widest a line may be, in columns, indent included.
  package var width: Int

  /// A wrapper for lines of at most `width` columns (at least 1).
  package init(width: Int) {
    self.width = max(width, 1)
  }

  /// The lines of `text`, each prefixed with `indent` (the first with `firstIndent` if given).
  package func wrap(_ text: String, indent: String = "", firstIndent: String? = nil) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let lead = lines.isEmpty ? (firstIndent ?? indent) : indent
      lines += wrapParagraph(paragraph, firstIndent: lead, indent: indent)
    }
    return lines
  }

  private func wrapParagraph(_ paragraph: Substring, firstIndent: String, indent: String) -> [String] {
    let words = paragraph.split(separator: " ", omittingEmptySubsequences: true)
    guard !words.isEmpty else { return [""] }
    var lines: [String] = []
    var line = firstIndent
    var lineWidth = DisplayWidth.of(firstIndent)
    var lineHasWord = false
    for word in words {
      let wordWidth = DisplayWidth.of(word)
      if lineHasWord, lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = indent
        lineWidth = DisplayWidth.of(indent)
        lineHasWord = false
      }
      if lineHasWord {
        line += " "
        lineWidth += 1
      }
      line += word
      lineWidth += wordWidth
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }
}
