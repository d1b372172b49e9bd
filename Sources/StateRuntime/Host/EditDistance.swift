/// The optimal-string-alignment distance between two strings.
///
/// Counts insertions, deletions, substitutions and swaps of two neighbours, so
/// the common typo `Svae` is one edit from `Save`. Compares characters
/// case-insensitively. O(m·n) time, O(n) extra space; inputs are labels and words.
///
/// One file for two modules: WorkbenchSupport compiles it too, through a link in
/// `Sources/WorkbenchSupport/Text/`, because the runtime may import nothing of the
/// workbench and the workbench's hints must follow the same rules.
enum EditDistance {
  /// The number of edits that turn `source` into `target`.
  static func between(_ source: String, _ target: String) -> Int {
    let a = Array(source.lowercased())
    let b = Array(target.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }

    // Three rolling rows: the swap rule looks two rows back.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, twoBack[j - 2] + 1)
        }
        current[j] = best
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }
}
