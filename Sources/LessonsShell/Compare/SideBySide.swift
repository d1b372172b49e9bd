import LessonKit
import WorkbenchSupport

/// Two columns of transcript lines, each wrapped to its half of the width
/// and styled for its kind, separated by a bar.
///
/// ```
///    broken                              │ fixed
///    NoteEditor: @self changed.         │ NoteEditor: @self changed.
/// ```
struct SideBySide {
  /// The full line width, indent included.
  let width: Int
  let indent: String
  let styler: Styler

  /// The columns' width: what is left after the indent and the bar, halved.
  var columnWidth: Int { max(10, (width - DisplayWidth.of(indent) - 3) / 2) }

  /// The rows, headings first.
  func lines(left: [TranscriptLine], right: [TranscriptLine], headings: (String, String)) -> [String] {
    let leftCells = [(headings.0, [TextStyle.bold])] + cells(left)
    let rightCells = [(headings.1, [TextStyle.bold])] + cells(right)
    return (0..<max(leftCells.count, rightCells.count)).map { row in
      let (leftText, leftStyles) = row < leftCells.count ? leftCells[row] : ("", [])
      let (rightText, rightStyles) = row < rightCells.count ? rightCells[row] : ("", [])
      let padding = String(repeating: " ", count: max(0, columnWidth - DisplayWidth.of(leftText)))
      let line =
        indent + styler.apply(leftStyles, to: leftText) + padding + " │ "
        + styler.apply(rightStyles, to: rightText)
      return line.trimmingTrailingSpaces()
    }
  }

  /// Each line wrapped to the column (continuations hang two columns in), and cut if one word is wider.
  private func cells(_ lines: [TranscriptLine]) -> [(String, [TextStyle])] {
    lines.flatMap { line in
      let styles = TranscriptStyle.styles(for: line.kind)
      return TextWrapper(width: columnWidth).wrap(line.text, indent: "  ", firstIndent: "").map {
        (cut($0), styles)
      }
    }
  }

  private func cut(_ text: String) -> String {
    guard DisplayWidth.of(text) > columnWidth else { return text }
    var result = ""
    var used = 0
    for character in text {
      let next = DisplayWidth.of(character)
      if used + next > columnWidth - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
