/// Renders a ``ComparisonResult`` as a small text table: one row per view,
/// one column per build, `–` where a build has no such view.
///
/// ```
/// Body evaluations over 10 price ticks
///                    broad  narrow  extracted
///   ScoreBoard     10       0          0
///   LeaderLine      –       –         10
/// ```
package enum ComparisonRenderer {
  /// The table's lines, heading first.
  package static func lines(for result: ComparisonResult) -> [String] {
    let nameWidth = result.rows.map(\.view.count).max() ?? 0
    let cells = result.rows.map { row in row.counts.map { $0.map(String.init) ?? "–" } }
    let widths = result.buildNames.enumerated().map { column, name in
      max(name.count, cells.map { $0[column].count }.max() ?? 0)
    }
    func line(_ first: String, _ columns: [String]) -> String {
      let padded = zip(columns, widths).map { String(repeating: " ", count: $1 - $0.count) + $0 }
      let text = "  " + first.padding(to: nameWidth) + "  " + padded.joined(separator: "  ")
      return text.trimmingTrailingSpaces()
    }
    var lines = [result.title, line("", result.buildNames)]
    lines += zip(result.rows, cells).map { row, cells in line(row.view, cells) }
    lines += result.errors.map { "  ✗ could not perform a step in \($0)" }
    return lines
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
