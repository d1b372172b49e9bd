import WorkbenchSupport

/// The part of a program's output worth showing after a crash or a timeout: its end.
///
/// A program that floods its output (a loop that prints) would otherwise fill the
/// screen with one line: at most ``lineLimit`` lines are shown, the last ones, each
/// cut at ``widthLimit`` characters with a note of how much was left out.
package struct ProgramOutputExcerpt: Sendable, Equatable {
  /// The most lines shown.
  package static let lineLimit = 20
  /// The most characters shown of one line.
  package static let widthLimit = 160

  /// The lines to show, cut to width.
  package let lines: [String]
  /// How many earlier lines were left out.
  package let omittedLines: Int

  /// The excerpt of `output`, empty when it holds nothing but white space.
  package init(_ output: String) {
    let trimmed = output.trimmingCharacters(in: .whitespacesAndNewlines)
    let all = trimmed.isEmpty ? [] : trimmed.split(separator: "\n", omittingEmptySubsequences: false)
    omittedLines = max(0, all.count - Self.lineLimit)
    lines = all.suffix(Self.lineLimit).map { line in
      guard line.count > Self.widthLimit else { return String(line) }
      return line.prefix(Self.widthLimit) + " … (\(line.count - Self.widthLimit) more characters)"
    }
  }

  /// The heading: `output:`, or `output (last 20 lines):` when lines were left out.
  package var heading: String {
    omittedLines > 0 ? "output (last \(Self.lineLimit) lines):" : "output:"
  }

  /// The excerpt as a report shows it: the dimmed heading, then the lines indented;
  /// nothing at all when there is no output.
  package func rendered(styler: Styler) -> [String] {
    guard !lines.isEmpty else { return [] }
    return ["  " + styler(heading, .dim)] + lines.map { "    " + $0 }
  }
}
