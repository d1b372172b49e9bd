/// The counts of a ``Comparison``, as the runtime reported them.
package struct ComparisonResult: Sendable, Hashable {
  /// One counted view across the builds.
  package struct Row: Sendable, Hashable {
    /// The view's type name.
    package let view: String
    /// Body evaluations per build, in build order; `nil` where the build has no such view.
    package let counts: [Int?]

    /// A row of these counts.
    package init(view: String, counts: [Int?]) {
      self.view = view
      self.counts = counts
    }
  }

  /// What the numbers count (the comparison's title).
  package let title: String
  /// The builds, in column order.
  package let buildNames: [String]
  /// One row per counted view, in the comparison's order.
  package let rows: [Row]
  /// Steps that could not be performed, as `build: message`; empty when all ran.
  package let errors: [String]

  /// Counts of these parts.
  package init(title: String, buildNames: [String], rows: [Row], errors: [String]) {
    self.title = title
    self.buildNames = buildNames
    self.rows = rows
    self.errors = errors
  }

  /// The count of `view` in the build named `build`, if both exist.
  package func count(of view: String, in build: String) -> Int? {
    guard let column = buildNames.firstIndex(of: build), let row = rows.first(where: { $0.view == view })
    else { return nil }
    return row.counts[column]
  }
}
