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

  /// Each line wrapped to the column (continuations hang two columns in). A word wider than
  /// the column (an identity path) is broken, after a `/` where one fits, never cut: the paths
  /// are what a comparison shows.
  private func cells(_ lines: [TranscriptLine]) -> [(String, [TextStyle])] {
    lines.flatMap { line in
      let styles = TranscriptStyle.styles(for: line.kind)
      return TextWrapper(width: columnWidth).wrap(line.text, indent: "  ", firstIndent: "").flatMap {
        broken($0).map { ($0, styles) }
      }
    }
  }

  /// `text` in pieces no wider than the column, the later ones hanging two columns in.
  private func broken(_ text: String) -> [String] {
    var pieces: [String] = []
    var rest = Substring(text)
    while DisplayWidth.of(rest) > columnWidth {
      let room = pieces.isEmpty ? columnWidth : columnWidth - 2
      var fitting = rest.startIndex
      var used = 0
      var lastSlash: String.Index?
      while fitting < rest.endIndex {
        let next = DisplayWidth.of(rest[fitting])
        if used + next > room { break }
        used += next
        if rest[fitting] == "/" { lastSlash = rest.index(after: fitting) }
        fitting = rest.index(after: fitting)
      }
      // After the last `/` that fits, unless that leaves the piece nearly empty.
      let end =
        lastSlash.map { rest.distance(from: rest.startIndex, to: $0) > room / 3 ? $0 : fitting } ?? fitting
      guard end > rest.startIndex else { break }
      pieces.append((pieces.isEmpty ? "" : "  ") + rest[..<end])
      rest = rest[end...]
    }
    pieces.append((pieces.isEmpty ? "" : "  ") + rest)
    return pieces
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
