/// The broken and fixed sources of a lesson line by line, with the lines
/// that differ marked: what the code pane of the player and the handout's
/// diff show.
///
/// Lines are matched by a longest common subsequence. The two versions live
/// in namespaces named after them (`extension DraftTitle.Broken` and
/// `extension DraftTitle.Fixed`), so the words `Broken` and `Fixed` are read
/// as one word when matching: a line that differs only there is not a change.
package struct CodeDiff: Sendable, Hashable, Codable {
  /// One line of the diff.
  package struct Line: Sendable, Hashable, Codable {
    /// Whether the line is in both versions, only the broken one or only the fixed one.
    package enum Kind: String, Sendable, Hashable, Codable {
      case same
      case removed
      case added
    }

    package let kind: Kind
    /// The line as the broken version spells it (the fixed one for an added line).
    package let text: String
    /// For a shared line the fixed version spells differently (`Fixed` for `Broken`), its spelling there.
    package let fixedText: String?

    init(kind: Kind, text: String, fixedText: String? = nil) {
      self.kind = kind
      self.text = text
      self.fixedText = fixedText
    }

    /// The line as `variant` spells it.
    package func text(in variant: Variant) -> String {
      variant == .fixed ? fixedText ?? text : text
    }
  }

  /// Every line of both versions in order: shared lines once, a change as its removed lines then its added ones.
  package let lines: [Line]

  /// The diff of two texts.
  package init(broken: String, fixed: String) {
    let old = broken.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = fixed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines = Self.diff(old, new)
  }

  /// Whether any line differs.
  package var hasChanges: Bool { lines.contains { $0.kind != .same } }

  /// The lines near a change, `context` unchanged lines either side; `nil` stands for the lines left out.
  package func hunks(context: Int = 1) -> [Line?] {
    let changed = lines.indices.filter { lines[$0].kind != .same }
    var keep = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(lines.count - 1, index + context) { keep.insert(near) }
    }
    var out: [Line?] = []
    var last = -1
    for index in keep.sorted() {
      if index != last + 1 { out.append(nil) }
      out.append(lines[index])
      last = index
    }
    if last != -1 && last != lines.count - 1 { out.append(nil) }
    return out
  }

  /// The diff as unified-diff lines (` `, `-`, `+` prefixes), `…` for the lines left out.
  package func unified(context: Int = 2) -> [String] {
    hunks(context: context).map { line in
      guard let line else { return "…" }
      switch line.kind {
      case .same: return "  " + line.text
      case .removed: return "- " + line.text
      case .added: return "+ " + line.text
      }
    }
  }

  static func matchKey(_ line: String) -> String {
    line.replacingEvery("Broken", with: "Version").replacingEvery("Fixed", with: "Version")
  }

  /// A longest-common-subsequence diff; lesson files are tens of lines, so the quadratic table is small.
  static func diff(_ old: [String], _ new: [String]) -> [Line] {
    let a = old.map(matchKey)
    let b = new.map(matchKey)
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [Line] = []
    var (i, j) = (0, 0)
    var removed: [Line] = []
    var added: [Line] = []
    func flush() {
      lines += removed + added
      removed = []
      added = []
    }
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        flush()
        lines.append(Line(kind: .same, text: old[i], fixedText: old[i] == new[j] ? nil : new[j]))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
        added.append(Line(kind: .added, text: new[j]))
        j += 1
      } else {
        removed.append(Line(kind: .removed, text: old[i]))
        i += 1
      }
    }
    flush()
    return lines
  }
}
